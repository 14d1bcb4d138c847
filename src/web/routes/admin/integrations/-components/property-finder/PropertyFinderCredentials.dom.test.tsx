import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '../../../../../test/render.tsx';
import { PropertyFinderCredentials } from './PropertyFinderCredentials.tsx';
import type { PropertyFinderState } from './queries.ts';

const state = (encrypts: boolean): PropertyFinderState => ({
  apiUrl: 'https://atlas.propertyfinder.com',
  encrypts,
  callbackUrl: 'https://residences.example/webhooks/property-finder',
  secrets: {
    propertyFinderApiKey: { set: true, endsWith: '1a2b', from: 'settings' },
    propertyFinderApiSecret: { set: true, endsWith: null, from: 'env' },
    propertyFinderWebhookSecret: { set: false, endsWith: null, from: null },
    bayutWebhookSecret: { set: false, endsWith: null, from: null },
  },
  poll: {
    enabled: true,
    everySeconds: 300,
    lastPollAt: null,
    lastSuccessAt: null,
    lastError: null,
    since: null,
    leadsSeen: 0,
    leadsStored: 0,
  },
});

describe('PropertyFinderCredentials', () => {
  it("keeps secrets write-only: a hint of the stored one, the environment's locked, nothing filled in", async () => {
    await renderInDom(<PropertyFinderCredentials state={state(true)} />, '/admin/integrations/property-finder');
    const key = screen.getByLabelText('API key');
    expect(key).toHaveValue('');
    expect(screen.getByText('Set, ends in 1a2b. Type a new one to replace it.')).toBeInTheDocument();
    expect(screen.getByLabelText('API secret')).toBeDisabled();
    expect(screen.getByText('From the environment (PROPERTY_FINDER_API_SECRET): change it there.')).toBeInTheDocument();
    expect(screen.getByText('Not set.')).toBeInTheDocument();
    expect(screen.queryByText('Secrets cannot be saved yet')).not.toBeInTheDocument();
  });

  it('says why nothing can be saved without SECRETS_ENCRYPTION_KEY, and checks a new secret before sending it', async () => {
    const { user } = await renderInDom(
      <PropertyFinderCredentials state={state(false)} />,
      '/admin/integrations/property-finder',
    );
    expect(screen.getByText(/Set SECRETS_ENCRYPTION_KEY on the server/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('API key'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
  });
});
