import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../test/render.tsx';
import { signedInAs } from '../tasks/test-data.ts';
import { DealForm } from './DealForm.tsx';

afterEach(() => vi.restoreAllMocks());

const draft = {
  kind: 'sale' as const,
  inquiryId: 7,
  propertyId: 3,
  agentId: 4,
  priceAed: null,
  parties: [{ name: 'Amelia Hart', email: 'amelia@example.com', phone: '+971501234567' }],
};

describe('the Start a deal form', () => {
  it("starts from the lead's contact and refuses a deal without a price before sending", async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderInDom(
      <DealForm draft={draft} onDone={() => undefined} />,
      '/admin/inquiries/7',
      signedInAs('agent'),
    );
    expect(screen.getByLabelText('Buyer or tenant')).toHaveValue('Amelia Hart');
    expect(screen.getByLabelText('E-mail')).toHaveValue('amelia@example.com');
    await user.click(screen.getByRole('button', { name: 'Start a deal' }));
    expect(screen.getByLabelText('Price (AED)')).toHaveAccessibleDescription('Enter an amount in AED');
    expect(sent.mock.calls.filter(([url]) => String(url).includes('deals.create'))).toEqual([]);
  });

  it('sends the lead, its residence and the buyer with the price typed', async () => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { user } = await renderInDom(
      <DealForm draft={draft} onDone={() => undefined} />,
      '/admin/inquiries/7',
      signedInAs('agent'),
    );
    await user.type(screen.getByLabelText('Price (AED)'), '4250000');
    await user.click(screen.getByRole('button', { name: 'Start a deal' }));
    await waitFor(() => expect(sent.mock.calls.some(([url]) => String(url).includes('deals.create'))).toBe(true));
    const [, init] = sent.mock.calls.find(([url]) => String(url).includes('deals.create'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      0: {
        kind: 'sale',
        inquiryId: 7,
        propertyId: 3,
        agentId: 4,
        priceAed: 4_250_000,
        parties: [
          { side: 'buyer', kind: 'person', name: 'Amelia Hart', email: 'amelia@example.com', phone: '+971501234567' },
        ],
      },
    });
  });
});
