import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicAgentView } from '../../../../../shared/agents/types.ts';
import type { StaffAccountView } from '../../../../../shared/users/schemas.ts';
import type { RouterContext } from '../../../../router-context.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { ConfirmWithPassword } from './ConfirmWithPassword.tsx';
import { StaffAccountsTable } from './StaffAccountsTable.tsx';

const confirmation = {
  title: 'Delete sara.agent?',
  message: 'The account sara.agent and its sessions are deleted.',
  confirmLabel: 'Delete Account',
  danger: true,
};

describe('the confirmation of a change to an account', () => {
  it('hands on the password typed, and nothing without one', async () => {
    const onConfirm = vi.fn();
    const { user } = await renderInDom(
      <ConfirmWithPassword confirmation={confirmation} busy={false} onCancel={() => undefined} onConfirm={onConfirm} />,
      '/admin/staff',
    );
    expect(await screen.findByText(confirmation.message)).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Delete Account' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/Your current password/), 'my-own-password');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('my-own-password');
  });

  it('shows why the server refused it, and cancels without confirming', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = await renderInDom(
      <ConfirmWithPassword
        confirmation={confirmation}
        busy={false}
        error="Current password is incorrect"
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
      '/admin/staff',
    );
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

const owner: StaffAccountView = {
  id: 2,
  username: 'second.owner',
  agentId: null,
  agentName: null,
  role: 'owner',
  canExportLeads: false,
  complianceOfficer: false,
  disabledAt: null,
  mustChangePassword: false,
  lastLoginAt: null,
};

function staffListed({ queryClient, trpc }: RouterContext) {
  // Fresh for the whole test: the table refetches a stale list on mount, and nothing here answers.
  queryClient.setQueryData(trpc.users.list.queryKey(), [owner], { updatedAt: Date.now() + 3_600_000 });
  queryClient.setQueryData(trpc.agents.list.queryKey(), [] as PublicAgentView[]);
}

describe('the staff table', () => {
  it('asks before demoting an owner: the role stays until the password is given', async () => {
    const { user } = await renderInDom(<StaffAccountsTable />, '/admin/staff', staffListed);
    const role = await screen.findByRole('combobox', { name: 'Role of second.owner' });
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Agent' }));
    expect(await screen.findByText('Change the role of second.owner?')).toBeInTheDocument();
    expect(screen.getByText(/is an owner and will no longer manage staff accounts/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your current password/)).toBeInTheDocument();
    expect(role).toHaveValue('Owner');
  });
});
