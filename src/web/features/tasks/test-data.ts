import type { StaffRole } from '../../../shared/staff/permissions.ts';
import type { TaskView } from '../../../shared/tasks/types.ts';
import { meQuery } from '../console/session.ts';
import type { RouterContext } from '../../router-context.ts';

/** A task as the server answers it, for the DOM tests. */
export function taskView(overrides: Partial<TaskView> = {}): TaskView {
  return {
    id: 1,
    inquiryId: 7,
    leadName: 'Amelia Hart',
    assignee: { id: 4, name: 'Layla Haddad' },
    type: 'call',
    dueAt: '2026-12-01T06:30:00.000Z',
    note: null,
    status: 'open',
    overdue: false,
    origin: 'staff',
    createdBy: 'layla',
    createdAt: '2026-11-30T06:00:00.000Z',
    closedAt: null,
    closedBy: null,
    ...overrides,
  };
}

/** Primes the signed-in account, as the console's layout has it loaded. */
export const signedInAs =
  (role: StaffRole, agentId: number | null = role === 'agent' ? 4 : null) =>
  ({ queryClient, trpc }: RouterContext) => {
    const user = { id: 3, username: role, role, agentId, canExportLeads: false, mustChangePassword: false };
    queryClient.setQueryData(meQuery(trpc).queryKey, { user, mustSetUpTwoFactor: false });
  };
