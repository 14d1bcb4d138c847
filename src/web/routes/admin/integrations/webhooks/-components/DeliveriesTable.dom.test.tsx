import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WebhookDeliveryView } from '../../../../../../shared/webhooks/types.ts';
import { renderInDom } from '../../../../../test/render.tsx';
import { DeliveriesTable } from './DeliveriesTable.tsx';

const retried: WebhookDeliveryView = {
  id: 7,
  messageId: 'msg_0123456789abcdef0123456789abcdef',
  event: 'lead.created',
  inquiryId: 42,
  status: 'pending',
  attempts: 2,
  lastHttpStatus: null,
  lastError: 'no answer within 10 s',
  lastDurationMs: 10_004,
  nextAttemptAt: '2026-11-27T10:05:00.000Z',
  deliveredAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  attemptLog: [
    { at: '2026-11-27T10:00:05.000Z', httpStatus: null, error: 'no answer within 10 s', durationMs: 10_004 },
    { at: '2026-11-27T10:00:00.000Z', httpStatus: 500, error: 'HTTP 500', durationMs: 38 },
  ],
};

describe('DeliveriesTable', () => {
  it('shows each attempt of a message, and sends the message again by its delivery', async () => {
    const sendAgain = vi.fn();
    const { user } = await renderInDom(
      <DeliveriesTable deliveries={[retried]} empty="No deliveries yet." onSendAgain={sendAgain} sending={null} />,
    );
    const row = screen.getByTestId('webhook-delivery-row');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('no answer within 10 s');
    expect(row).toHaveTextContent('10004 ms');

    await user.click(within(row).getByRole('button', { name: '2 attempts: show each' }));
    const dialog = screen.getByRole('dialog', { name: 'Attempts' });
    expect(dialog).toHaveTextContent(retried.messageId);
    expect(
      within(dialog)
        .getAllByTestId('webhook-attempt-row')
        .map((attempt) => attempt.textContent),
    ).toEqual([expect.stringContaining('no answer within 10 s10004 ms'), expect.stringContaining('HTTP 50038 ms')]);

    await user.click(within(row).getByRole('button', { name: 'Send again' }));
    expect(sendAgain).toHaveBeenCalledWith(7);
  });

  it('offers no "Send again" to staff who may only look', async () => {
    await renderInDom(<DeliveriesTable deliveries={[retried]} empty="No deliveries yet." sending={null} />);
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });
});
