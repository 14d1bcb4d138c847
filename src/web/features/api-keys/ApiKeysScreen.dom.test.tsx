import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiKeyView } from '../../../shared/api-keys/schemas.ts';
import type { StaffRole } from '../../../shared/staff/permissions.ts';
import type { RouterContext } from '../../router-context.ts';
import { renderInDom } from '../../test/render.tsx';
import { meQuery } from '../console/session.ts';
import { ShownOnceModal } from '../console/ShownOnceModal/ShownOnceModal.tsx';
import { ApiKeysScreen } from './ApiKeysScreen.tsx';

const used: ApiKeyView = {
  id: 4,
  name: 'HubSpot sync',
  prefix: 'ssr_Ab3dE9',
  scopes: ['leads.read', 'viewings.book'],
  agentId: 7,
  agentName: 'Layla Haddad',
  createdBy: 'owner',
  createdAt: '2026-11-20T08:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-28T10:15:00.000Z',
  lastUsedFrom: '203.0.113.9',
  rateLimitPerMinute: 600,
  revokedAt: null,
  status: 'active',
};
const revoked: ApiKeyView = {
  ...used,
  id: 5,
  name: 'Old export',
  revokedAt: '2026-11-21T08:00:00.000Z',
  status: 'revoked',
};

function signedInAs(role: StaffRole) {
  return ({ queryClient, trpc }: RouterContext) => {
    const user = { id: 1, username: 'owner', role, agentId: null, canExportLeads: false, mustChangePassword: false };
    queryClient.setQueryData(meQuery(trpc).queryKey, { user, mustSetUpTwoFactor: false });
  };
}

const render = () => renderInDom(<ApiKeysScreen keys={[used, revoked]} />, '/admin/api-keys', signedInAs('owner'));

describe('ApiKeysScreen', () => {
  it('lists each key by name and prefix with its scopes, agent and last use, never a secret', async () => {
    await render();
    const [first, second] = screen.getAllByTestId('api-key-row');
    expect(first).toHaveTextContent('HubSpot sync');
    expect(first).toHaveTextContent('ssr_Ab3dE9…');
    expect(first).toHaveTextContent('leads.read');
    expect(first).toHaveTextContent('Layla Haddad');
    expect(first).toHaveTextContent('from 203.0.113.9');
    expect(first).toHaveTextContent('Active');
    expect(second).toHaveTextContent('Revoked');
    // A revoked key offers nothing more to do.
    expect(within(second!).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('asks before revoking, naming the key, and leaves it be on Cancel', async () => {
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Revoke HubSpot sync' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke the API key?' });
    expect(dialog).toHaveTextContent('Every request with HubSpot sync (ssr_Ab3dE9…) is refused from now on.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Revoke the API key?' })).toBeNull();
  });

  it("offers the owner's own permissions as scopes, never key management, and checks the form before sending", async () => {
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create an API key' });
    expect(within(dialog).getByRole('checkbox', { name: 'leads.read' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'apiKeys.manage' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'account.own' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name the key (what uses it)')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope')).toBeInTheDocument();
  });

  it('shows a new key this once, with a button that copies it', async () => {
    const key = `ssr_${crypto.randomUUID().replaceAll('-', '')}`; // made here: no key-shaped literal in the repository
    const { user } = await renderInDom(
      <ShownOnceModal
        title="The API key HubSpot sync"
        secret={key}
        testId="api-key-secret"
        copyLabel="Copy key"
        warning="Keep it safe."
        onClose={() => undefined}
      />,
    );
    expect(screen.getByTestId('api-key-secret')).toHaveTextContent(key);
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
