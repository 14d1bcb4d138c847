import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComplianceFileView } from '../../../shared/compliance/file.ts';
import type { StaffRole } from '../../../shared/staff/permissions.ts';
import type { RouterContext } from '../../router-context.ts';
import { renderInDom } from '../../test/render.tsx';
import { meQuery } from '../console/session.ts';
import { DealComplianceSlot } from './DealComplianceSlot.tsx';

const file: ComplianceFileView = {
  dealId: 5,
  complete: false,
  missing: ['A screening hit is open or confirmed'],
  risk: { level: 'medium', rules: ['cash'] },
  frozen: null,
  parties: [],
  hits: [
    {
      id: 1,
      dealId: 5,
      partyId: 2,
      ownerId: null,
      screenedName: 'Mohamed Abdulrahman El-Qasimi',
      listedName: 'MUHAMMAD ABD AL-RAHMAN AL-QASIMI',
      matchedName: 'MUHAMMAD ABD AL-RAHMAN AL-QASIMI',
      reference: 'QDi.901',
      score: 0.93,
      status: 'open',
      note: null,
      resolvedBy: null,
      resolvedAt: null,
      createdAt: '2026-11-29T10:00:00.000Z',
    },
  ],
  documents: [],
  eddSteps: [],
  eddNote: null,
  reportRequired: false,
  reportReference: null,
  reportFiledOn: null,
  lists: [],
};

/** The signed-in account, and what the server would answer for the deal's file and status. */
const primed =
  (role: StaffRole, complianceOfficer = false) =>
  ({ queryClient, trpc }: RouterContext) => {
    const user = {
      id: 3,
      username: role,
      role,
      agentId: 4,
      canExportLeads: false,
      complianceOfficer,
      mustChangePassword: false,
    };
    queryClient.setQueryData(meQuery(trpc).queryKey, { user, mustSetUpTwoFactor: false });
    queryClient.setQueryData(trpc.compliance.status.queryOptions({ dealId: 5 }).queryKey, {
      dealId: 5,
      complete: false,
    });
    queryClient.setQueryData(trpc.compliance.file.queryOptions({ dealId: 5 }).queryKey, file);
  };

describe("a deal's compliance slot", () => {
  it('shows an agent only that the file is incomplete, never a hit or what is missing', async () => {
    await renderInDom(<DealComplianceSlot dealId={5} />, '/admin', primed('agent'));
    expect(within(screen.getByTestId('compliance-status')).getByText('Incomplete')).toBeInTheDocument();
    expect(screen.queryByTestId('compliance-file')).toBeNull();
    expect(document.body).not.toHaveTextContent(/QDi|Qasimi|screening/i);
  });

  it('shows a compliance officer the whole file with its open hit to resolve', async () => {
    await renderInDom(<DealComplianceSlot dealId={5} />, '/admin', primed('agent', true));
    const hit = within(screen.getByTestId('compliance-file')).getByTestId('screening-hit');
    expect(hit).toHaveTextContent('Mohamed Abdulrahman El-Qasimi');
    expect(within(hit).getByRole('button', { name: 'Confirmed match' })).toBeEnabled();
    expect(screen.getByText('Part of the price is paid in cash')).toBeInTheDocument();
  });
});
