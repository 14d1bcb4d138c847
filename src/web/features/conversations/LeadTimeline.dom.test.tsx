import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Timeline } from '../../../shared/conversations/types.ts';
import { renderInDom } from '../../test/render.tsx';
import { LeadTimeline } from './LeadTimeline.tsx';

const AT = '2026-11-20T10:00:00.000Z';

function timeline(overrides: Partial<Timeline['composer']> = {}): Timeline {
  return {
    entries: [
      {
        kind: 'enquiry',
        key: 'enquiry-7',
        inquiryId: 7,
        at: AT,
        source: 'Direct',
        message: 'Is the penthouse free?',
        residence: null,
      },
      {
        kind: 'message',
        key: 'message-1',
        id: 1,
        inquiryId: 7,
        at: '2026-11-20T11:00:00.000Z',
        channel: 'email',
        direction: 'in',
        status: 'received',
        failureReason: null,
        error: null,
        subject: 'Re: Penthouse',
        text: 'Tuesday please.',
        folded: 'On Mon, Sara wrote:\n> Any weekday',
        html: null,
        address: 'amelia@example.com',
        by: null,
        attachments: [],
        autoReply: false,
        callOutcome: null,
        callDurationSeconds: null,
        sentAt: null,
        deliveredAt: null,
        readAt: null,
      },
      {
        kind: 'message',
        key: 'message-2',
        id: 2,
        inquiryId: 7,
        at: '2026-11-20T12:00:00.000Z',
        channel: 'whatsapp',
        direction: 'out',
        status: 'failed',
        failureReason: 'not-on-whatsapp',
        error: null,
        subject: null,
        text: 'Hello',
        folded: null,
        html: null,
        address: '+971501234567',
        by: 'Sara',
        attachments: [],
        autoReply: false,
        callOutcome: null,
        callDurationSeconds: null,
        sentAt: null,
        deliveredAt: null,
        readAt: null,
      },
    ],
    composer: {
      email: 'amelia@example.com',
      phone: '+971501234567',
      language: 'en',
      doNotContact: null,
      undeliverable: [],
      whatsapp: { configured: false, open: false, closesAt: null },
      awaitingReplySince: '2026-11-20T11:00:00.000Z',
      ...overrides,
    },
  };
}

/** A call the agent logged as the buyer's: the timeline says which way it went. */
function withIncomingCall(data: Timeline): Timeline {
  const base = data.entries.find((entry) => entry.kind === 'message');
  if (base?.kind !== 'message') throw new Error('the fixture has a message');
  const call = {
    ...base,
    key: 'message-3',
    id: 3,
    at: '2026-11-20T13:00:00.000Z',
    channel: 'call' as const,
    direction: 'in' as const,
    status: 'received' as const,
    text: 'Asked about parking.',
    callOutcome: 'answered' as const,
    callDurationSeconds: 240,
  };
  return { ...data, entries: [...data.entries, call] };
}

afterEach(() => vi.restoreAllMocks());

function renderTimeline(data: Timeline) {
  return renderInDom(<LeadTimeline inquiryId={7} />, '/admin/inquiries/7', (primed) =>
    primed.queryClient.setQueryData(primed.trpc.conversations.timeline.queryKey({ inquiryId: 7 }), data),
  );
}

describe("a lead's timeline and composer", () => {
  it('shows the history oldest first, the quoted text folded away, why a message failed, and that the buyer waits', async () => {
    const { user } = await renderTimeline(timeline());
    const entries = screen.getAllByTestId('timeline-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Is the penthouse free?'),
      expect.stringContaining('Tuesday please.'),
      expect.stringContaining('This number is not on WhatsApp'),
    ]);
    expect(screen.getByTestId('awaiting-reply')).toHaveTextContent('The buyer wrote last: awaiting our reply');
    expect(screen.queryByText(/Any weekday/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show quoted text' }));
    expect(screen.getByText(/Any weekday/)).toBeVisible();
    // Without WhatsApp set up the composer writes e-mail only.
    expect(within(screen.getByTestId('composer')).queryByRole('radio', { name: 'WhatsApp' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), 'Tuesday at 11 then.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('offers WhatsApp templates only once the 24-hour window has closed, and the time left while it is open', async () => {
    const closed = await renderTimeline(timeline({ whatsapp: { configured: true, open: false, closesAt: AT } }));
    await closed.user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    expect(screen.getByTestId('whatsapp-window')).toHaveTextContent('The 24-hour window is closed');
    expect(screen.getByLabelText('Template name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).toBeNull();
    closed.unmount();

    const closesAt = new Date(Date.now() + 3 * 3600_000 + 120_000).toISOString();
    const open = await renderTimeline(timeline({ whatsapp: { configured: true, open: true, closesAt } }));
    await open.user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    expect(screen.getByTestId('whatsapp-window')).toHaveTextContent(/3 hrs? 2 mins? left for free text/);
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
  });

  it('says when the buyer asked not to be contacted and sends nothing', async () => {
    const { user } = await renderTimeline(timeline({ doNotContact: 'STOP' }));
    expect(screen.getByText('The buyer asked not to be contacted: STOP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Hello');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('offers to log the call after the buyer was called from the page', async () => {
    const { user } = await renderTimeline(timeline());
    const call = screen.getByRole('link', { name: 'Call +971501234567' });
    expect(call).toHaveAttribute('href', 'tel:+971501234567');
    call.addEventListener('click', (event) => event.preventDefault());
    await user.click(call);
    expect(screen.getByTestId('call-offer')).toHaveTextContent('Called the buyer? Log how it went.');
    await user.click(within(screen.getByTestId('call-offer')).getByRole('button', { name: 'Log a call' }));
    expect(within(screen.getByTestId('call-log')).getByLabelText('Duration (minutes)')).toBeInTheDocument();
  });

  it('logs a call either way, outgoing unless told, and shows which way a logged call went', async () => {
    const { user } = await renderTimeline(withIncomingCall(timeline()));
    const call = screen.getAllByTestId('timeline-message').find((entry) => entry.dataset.channel === 'call');
    expect(call).toHaveTextContent('Incoming call');
    expect(call).not.toHaveTextContent('From the buyer');

    // The app's answer to the batched logCall, as tRPC sends it; the request is what the form asked.
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json([{ result: { data: { messageId: 4 } } }]));
    await user.click(screen.getByRole('button', { name: 'Log a call' }));
    const form = screen.getByTestId('call-log');
    expect(within(form).getByRole('radio', { name: 'Outgoing' })).toBeChecked();
    await user.click(within(form).getByText('Incoming'));
    await user.click(within(form).getByRole('button', { name: 'Save call' }));
    await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
    const [url, init] = fetched.mock.calls[0]!;
    expect(String(url)).toContain('conversations.logCall');
    expect(JSON.parse(String(init?.body))).toEqual({
      0: { inquiryId: 7, direction: 'in', outcome: 'answered', durationSeconds: 0 },
    });
  });
});
