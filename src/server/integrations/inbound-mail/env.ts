import { z } from 'zod';
import { unsetWhenEmpty, wholeNumber } from '../../env-values.ts';

/** Inbound e-mail's settings (the SMTP receiver and the IMAP poll), part of the server's one environment schema (env.ts). */
export const inboundMailEnv = {
  INBOUND_SMTP_PORT: z
    .preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional())
    .describe(
      "Receive buyers' e-mail by SMTP on this port (an MX record or a forwarding rule points here); unset, off",
    ),
  INBOUND_SMTP_MAX_BYTES: wholeNumber(64 * 1024, 100 * 1024 * 1024, 25 * 1024 * 1024).describe(
    'Largest e-mail taken in, in bytes: the SMTP receiver announces it with SIZE, the IMAP poll leaves bigger ones in the mailbox',
  ),
  INBOUND_SMTP_TLS_CERT: unsetWhenEmpty(z.string().trim().min(1)).describe(
    'PEM certificate file for STARTTLS on the SMTP receiver (with `INBOUND_SMTP_TLS_KEY`); unset, plain SMTP',
  ),
  INBOUND_SMTP_TLS_KEY: unsetWhenEmpty(z.string().trim().min(1)).describe('Its private key file (PEM)'),
  INBOUND_SMTP_PER_MINUTE: wholeNumber(1, 100_000, 60).describe(
    'Messages one sending server (by address) may hand the SMTP receiver per minute; more are deferred',
  ),
  INBOUND_IMAP_URL: unsetWhenEmpty(z.url({ protocol: /^imaps?$/ })).describe(
    "A shared mailbox to poll for buyers' e-mail, `imaps://user:pass@host:993/INBOX` (`imap://` for STARTTLS); unset, off",
  ),
  INBOUND_IMAP_POLL_SECONDS: wholeNumber(10, 86_400, 60).describe('How often that mailbox is polled'),
};

/** STARTTLS needs both the certificate and its key; the receiver takes mail for INBOUND_EMAIL_DOMAIN only. */
export function requireInboundSmtp(
  env: {
    INBOUND_SMTP_PORT?: number;
    INBOUND_EMAIL_DOMAIN?: string;
    INBOUND_SMTP_TLS_CERT?: string;
    INBOUND_SMTP_TLS_KEY?: string;
  },
  ctx: z.RefinementCtx,
): void {
  if (env.INBOUND_SMTP_PORT !== undefined && !env.INBOUND_EMAIL_DOMAIN) {
    ctx.addIssue({ code: 'custom', path: ['INBOUND_EMAIL_DOMAIN'], message: 'required when INBOUND_SMTP_PORT is set' });
  }
  if (Boolean(env.INBOUND_SMTP_TLS_CERT) !== Boolean(env.INBOUND_SMTP_TLS_KEY)) {
    const missing = env.INBOUND_SMTP_TLS_CERT ? 'INBOUND_SMTP_TLS_KEY' : 'INBOUND_SMTP_TLS_CERT';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'required with the other of the pair' });
  }
}
