import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentView } from '../../../../shared/agents/types.ts';
import type { StaffRole } from '../../../../shared/staff/permissions.ts';
import type { RouterContext } from '../../../router-context.ts';
import { agentScreen } from '../../../routes/admin/agents/-components/AgentForm.tsx';
import { renderInDom } from '../../../test/render.tsx';
import { meQuery } from '../session.ts';
import { EditRecordScreen } from './RecordScreen.tsx';

const agent: AgentView = {
  id: 7,
  name: 'Layla Haddad',
  title: 'Senior Property Consultant',
  phone: '+971 50 555 0107',
  email: 'layla@example.com',
  bio: 'Branded residences on the Palm since 2015.',
  photoUrl: '',
  license: null,
  brn: null,
  languages: ['English', 'Arabic'],
  specialties: [],
  featured: false,
  takesLeads: true,
  away: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

/** Signed in as `role`, the account belonging to agent `agentId`. */
function signedInAs(role: StaffRole, agentId: number | null) {
  return ({ queryClient, trpc }: RouterContext) => {
    const user = { id: 3, username: 'staff', role, agentId, canExportLeads: false, mustChangePassword: false };
    queryClient.setQueryData(meQuery(trpc).queryKey, { user, mustSetUpTwoFactor: false });
  };
}

const render = (role: StaffRole, agentId: number | null) =>
  renderInDom(<EditRecordScreen screen={agentScreen} record={agent} />, '/admin/agents/7', signedInAs(role, agentId));

describe('a record the signed-in role may not change', () => {
  it("shows another agent's profile to an agent read-only, with nothing to save", async () => {
    await render('agent', 12);
    expect(await screen.findByText('View only')).toBeInTheDocument();
    expect(screen.getByTestId('read-only-record')).toBeDisabled();
    expect(screen.getByLabelText(/^Name/)).toBeDisabled();
    expect(screen.getByRole('button', { name: /update agent/i, hidden: true })).toBeDisabled();
  });

  it('lets an agent edit their own profile, and a manager any', async () => {
    const own = await render('agent', 7);
    expect(await screen.findByLabelText(/^Name/)).toBeEnabled();
    expect(screen.queryByText('View only')).toBeNull();
    own.unmount();
    await render('manager', null);
    expect(await screen.findByLabelText(/^Name/)).toBeEnabled();
    expect(screen.queryByTestId('read-only-record')).toBeNull();
  });
});
