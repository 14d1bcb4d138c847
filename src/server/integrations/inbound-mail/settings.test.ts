import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { memoryRateLimitStore } from '../../rate-limit/rate-limit.ts';
import { imapAccountOf, inboundMailSettingsFrom } from './settings.ts';

const settingsOf = (env: Record<string, string>) => inboundMailSettingsFrom(parseEnv(env), memoryRateLimitStore());

describe('the inbound mail settings', () => {
  it('are off until INBOUND_SMTP_PORT or INBOUND_IMAP_URL is set (an empty value is unset)', () => {
    expect(settingsOf({ INBOUND_SMTP_PORT: '', INBOUND_IMAP_URL: '' })).toMatchObject({ smtp: null, imap: null });
  });

  it('run the receiver on the port given, 0 included, for INBOUND_EMAIL_DOMAIN only', () => {
    expect(settingsOf({ INBOUND_SMTP_PORT: '0', INBOUND_EMAIL_DOMAIN: 'reply.example.com' }).smtp).toMatchObject({
      port: 0,
      maxBytes: 25 * 1024 * 1024,
      tls: null,
    });
    expect(() => parseEnv({ INBOUND_SMTP_PORT: '2525' })).toThrow(
      /INBOUND_EMAIL_DOMAIN: required when INBOUND_SMTP_PORT is set/,
    );
  });

  it('take STARTTLS files in pairs', () => {
    const smtp = { INBOUND_SMTP_PORT: '25', INBOUND_EMAIL_DOMAIN: 'reply.example.com' };
    const both = { ...smtp, INBOUND_SMTP_TLS_CERT: '/tls/cert.pem', INBOUND_SMTP_TLS_KEY: '/tls/key.pem' };
    expect(settingsOf(both).smtp?.tls).toEqual({ certFile: '/tls/cert.pem', keyFile: '/tls/key.pem' });
    expect(() => parseEnv({ ...smtp, INBOUND_SMTP_TLS_CERT: '/tls/cert.pem' })).toThrow(
      /INBOUND_SMTP_TLS_KEY: required with the other of the pair/,
    );
  });

  it('read the mailbox from INBOUND_IMAP_URL, and name it without the password', () => {
    expect(imapAccountOf('imaps://leads%40agency.ae:p%40ss%2Fword@mail.agency.ae/Buyers%20replies')).toEqual({
      host: 'mail.agency.ae',
      port: 993,
      secure: true,
      user: 'leads@agency.ae',
      pass: 'p@ss/word',
      mailbox: 'Buyers replies',
      label: 'imaps://leads@agency.ae@mail.agency.ae:993/Buyers replies',
    });
    expect(imapAccountOf('imap://u:p@127.0.0.1:1143')).toMatchObject({ port: 1143, secure: false, mailbox: 'INBOX' });
    expect(() => parseEnv({ INBOUND_IMAP_URL: 'https://mail.agency.ae' })).toThrow(/INBOUND_IMAP_URL/);
  });
});
