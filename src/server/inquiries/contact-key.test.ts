import { describe, expect, it } from 'vitest';
import { emailKeyOf, phoneE164Of } from './contact-key.ts';

describe('contact keys', () => {
  it('reads one UAE mobile number however it is written', async () => {
    for (const written of ['+971 50 123 4567', '00971501234567', '050 123 4567', '(050) 123-4567', '+971-50-1234567'])
      expect(await phoneE164Of(written), written).toBe('+971501234567');
  });

  it('keeps other countries by their own code', async () => {
    expect(await phoneE164Of('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('gives no key to something that is not a phone number', async () => {
    expect(await phoneE164Of('1234567')).toBeNull();
    expect(await phoneE164Of('call me')).toBeNull();
    expect(await phoneE164Of('')).toBeNull();
    expect(await phoneE164Of(null)).toBeNull();
  });

  it('ignores the case and surrounding space of an e-mail', async () => {
    expect(emailKeyOf('  Amira.Haddad@Example.COM ')).toBe('amira.haddad@example.com');
  });
});
