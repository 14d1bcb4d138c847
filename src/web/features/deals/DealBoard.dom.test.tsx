import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../test/render.tsx';
import { signedInAs } from '../tasks/test-data.ts';
import { DealBoard } from './DealBoard.tsx';
import { dealView } from './test-data.ts';

afterEach(() => vi.restoreAllMocks());

const REASON =
  'A Real Estate Activity Report is required: record the goAML report reference and filing date before completing.';

/** The app's answer to a refused move, as tRPC sends a CONFLICT in a batch. */
const refusal = () =>
  Response.json([{ error: { message: REASON, code: -32009, data: { code: 'CONFLICT', httpStatus: 409 } } }], {
    status: 409,
  });

describe('the deals board', () => {
  it('shows a column per sale stage with each deal in its own', async () => {
    await renderInDom(
      <DealBoard
        deals={[dealView(), dealView({ id: 13, stage: 'mou-signed' }), dealView({ id: 14, kind: 'rental' })]}
      />,
      '/admin/deals',
      signedInAs('agent'),
    );
    const offers = screen.getByRole('region', { name: 'Offer' });
    expect(
      within(offers)
        .getAllByTestId('deal-card')
        .map((card) => card.dataset.deal),
    ).toEqual(['12']);
    expect(screen.getByRole('region', { name: 'MOU signed (Form F)' })).toHaveTextContent('Amelia Hart');
    // The rental is on the rentals' board.
    expect(screen.queryByRole('region', { name: 'Ejari registered' })).toBeNull();
  });

  it('shows why a move was refused and keeps the card where it was', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => refusal());
    const { user } = await renderInDom(<DealBoard deals={[dealView()]} />, '/admin/deals', signedInAs('agent'));
    const card = screen.getByTestId('deal-card');
    await user.selectOptions(within(card).getByLabelText('Move to'), 'completed');
    expect(await screen.findByText(REASON)).toBeInTheDocument();
    const [url, init] = fetched.mock.calls.find(([called]) => String(called).includes('deals.move'))!;
    expect(String(url)).toContain('deals.move');
    expect(JSON.parse(String(init?.body))).toEqual({ 0: { id: 12, toStage: 'completed' } });
    const offers = screen.getByRole('region', { name: 'Offer' });
    expect(within(offers).getByTestId('deal-card')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Completed' })).queryByTestId('deal-card')).toBeNull();
  });

  it('asks why before moving a deal to lost, and sends the reason', async () => {
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => refusal());
    const { user } = await renderInDom(<DealBoard deals={[dealView()]} />, '/admin/deals', signedInAs('agent'));
    await user.selectOptions(within(screen.getByTestId('deal-card')).getByLabelText('Move to'), 'lost');
    expect(fetched.mock.calls.some(([url]) => String(url).includes('deals.move'))).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Why was it lost?' }), 'Chose another unit');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await vi.waitFor(() => expect(fetched.mock.calls.some(([url]) => String(url).includes('deals.move'))).toBe(true));
    const [, init] = fetched.mock.calls.find(([url]) => String(url).includes('deals.move'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ 0: { id: 12, toStage: 'lost', note: 'Chose another unit' } });
  });
});
