import { describe, expect, it } from 'vitest';
import { redactingSerializers, scrubText } from './log-redaction.ts';

describe('scrubText', () => {
  it('replaces e-mail addresses, phone numbers and the values an SQL statement quotes', () => {
    expect(scrubText('550 5.1.1 <layla.rahman@example.ae>: Recipient address rejected')).toBe(
      '550 5.1.1 <[email]>: Recipient address rejected',
    );
    expect(scrubText('call +971 (50) 555-0101 now')).toBe('call [phone] now');
    expect(
      scrubText(
        `insert into "inquiries" ("first_name", "message") values ('Layla', 'It''s for my son') - value too long`,
      ),
    ).toBe(`insert into "inquiries" ("first_name", "message") values ('?', '?') - value too long`);
  });

  it('leaves ordinary texts, ids, timings and stack frames alone', () => {
    const frame = 'at resolve (file:///srv/app/node_modules/@fastify/middie/lib/engine.js:285:17)';
    expect(scrubText(frame)).toBe(frame);
    expect(scrubText('outbox: message 1234 failed after 8 attempts (timeout 30000 ms)')).toBe(
      'outbox: message 1234 failed after 8 attempts (timeout 30000 ms)',
    );
  });
});

describe('the error serializer', () => {
  it('scrubs the message, the stack, an SMTP answer and the cause', () => {
    const cause = new Error('connection to layla@example.ae refused');
    const error = Object.assign(new Error('send to layla@example.ae failed', { cause }), {
      code: 'EENVELOPE',
      response: '550 <layla@example.ae> no such user',
    });
    const serialized = JSON.stringify(redactingSerializers.err(error));
    expect(serialized).not.toContain('layla');
    expect(serialized).toContain('EENVELOPE');
  });
});
