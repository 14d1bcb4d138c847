import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InboundMailHealth } from '../../../../../shared/integrations/inbound-mail.ts';
import { renderInDom } from '../../../../test/render.tsx';
import { InboundMailHealthCard } from './InboundMailHealthCard.tsx';

const health: InboundMailHealth = {
  domain: 'reply.agency.ae',
  smtp: { configured: false, port: null, lastReceivedAt: null },
  imap: {
    configured: true,
    mailbox: 'imaps://leads@agency.ae@mail.agency.ae:993/INBOX',
    lastPollAt: '2026-11-29T10:00:00.000Z',
    lastReceivedAt: '2026-11-29T09:30:00.000Z',
    lastError: 'Invalid credentials (Failure)',
    skippedTooLarge: 2,
  },
  lastReceivedAt: '2026-11-29T09:30:00.000Z',
  received24h: 7,
  lastError: null,
};

describe('InboundMailHealthCard', () => {
  it('shows which ways in are on, the last message and poll, the messages left for their size and the last error', async () => {
    await renderInDom(<InboundMailHealthCard health={health} />, '/admin/integrations');
    const card = screen.getByTestId('inbound-mail-health');
    expect(within(card).getByText('INBOUND_SMTP_PORT unset')).toBeInTheDocument();
    expect(within(card).getByText('imaps://leads@agency.ae@mail.agency.ae:993/INBOX')).toBeInTheDocument();
    expect(within(card).getByTestId('inbound-24h')).toHaveTextContent('7');
    expect(within(card).getByTestId('inbound-last-smtp')).toHaveTextContent('None yet');
    expect(within(card).getByTestId('inbound-last-poll')).not.toHaveTextContent('None yet');
    expect(within(card).getByTestId('inbound-too-large')).toHaveTextContent('2');
    expect(within(card).getByTestId('inbound-errors')).toHaveTextContent('Invalid credentials (Failure)');
  });
});
