import { describe, expect, it } from 'vitest';
import { eventTitle } from './conversation-labels.ts';

describe("a lead's history in the timeline", () => {
  it('describes status and assignment changes, and an e-mail the daily cap kept back', () => {
    expect(eventTitle({ type: 'status', fromStatus: 'New', toStatus: 'Contacted', agentName: null })).toBe(
      'Status: New → Contacted',
    );
    expect(eventTitle({ type: 'assignment', fromStatus: null, toStatus: null, agentName: 'Layla Haddad' })).toBe(
      'Assigned to Layla Haddad',
    );
    expect(eventTitle({ type: 'assignment', fromStatus: null, toStatus: null, agentName: null })).toBe(
      'Assignment removed',
    );
    expect(eventTitle({ type: 'mail-withheld', fromStatus: null, toStatus: null, agentName: null })).toBe(
      'E-mail not sent',
    );
  });
});
