import { describe, expect, it } from 'vitest';
import { mailFilesOf } from './outbox.ts';

const invitation = {
  filename: 'invite.ics',
  contentType: 'text/calendar; charset=utf-8; method=REQUEST',
  content: 'BEGIN:VCALENDAR',
};
const cancellation = {
  ...invitation,
  filename: 'cancel.ics',
  contentType: 'text/calendar; charset=utf-8; method=CANCEL',
};
const pdf = { filename: 'plan.txt', contentType: 'text/plain', content: 'Floor plan' };

describe('mailFilesOf', () => {
  it('sends a calendar file as the invitation, with the METHOD of its content type', () => {
    expect(mailFilesOf([invitation])).toEqual({
      icalEvent: { filename: 'invite.ics', method: 'REQUEST', content: 'BEGIN:VCALENDAR' },
      attachments: [],
    });
    expect(mailFilesOf([cancellation]).icalEvent?.method).toBe('CANCEL');
  });

  it('sends any other file as an attachment, and nothing for a message without files', () => {
    expect(mailFilesOf([pdf, invitation])).toMatchObject({ attachments: [pdf], icalEvent: { filename: 'invite.ics' } });
    expect(mailFilesOf(null)).toEqual({ attachments: [] });
  });
});
