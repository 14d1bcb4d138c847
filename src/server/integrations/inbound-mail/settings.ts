import type { Env } from '../../env.ts';
import { RequestLimit, type RateLimitStore } from '../../rate-limit/rate-limit.ts';

/** A mailbox to poll, from INBOUND_IMAP_URL. `pass` goes to the server and nowhere else (never a log line). */
export interface ImapAccount {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
  /** What the poll's state is kept under, and what logs may name: no password. */
  label: string;
}

export interface SmtpReceiverSettings {
  host: string;
  port: number;
  maxBytes: number;
  /** PEM files for STARTTLS, read when the receiver starts. */
  tls: { certFile: string; keyFile: string } | null;
  /** Messages per sending server's address and minute (INBOUND_SMTP_PER_MINUTE). */
  limiter: RequestLimit;
}

export interface InboundMailSettings {
  smtp: SmtpReceiverSettings | null;
  imap: ImapAccount | null;
  pollSeconds: number;
  /** The largest message taken in by either way (INBOUND_SMTP_MAX_BYTES). */
  maxBytes: number;
}

/** `imaps://user:pass@host:993/Leads` -> the account; the mailbox defaults to INBOX. */
export function imapAccountOf(url: string): ImapAccount {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  const port = parsed.port ? Number(parsed.port) : secure ? 993 : 143;
  const user = decodeURIComponent(parsed.username);
  const mailbox = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'INBOX';
  return {
    host: parsed.hostname,
    port,
    secure,
    user,
    pass: decodeURIComponent(parsed.password),
    mailbox,
    label: `${parsed.protocol}//${user}@${parsed.hostname}:${port}/${mailbox}`,
  };
}

type InboundEnv = Pick<
  Env,
  | 'HOST'
  | 'INBOUND_SMTP_PORT'
  | 'INBOUND_SMTP_MAX_BYTES'
  | 'INBOUND_SMTP_TLS_CERT'
  | 'INBOUND_SMTP_TLS_KEY'
  | 'INBOUND_SMTP_PER_MINUTE'
  | 'INBOUND_IMAP_URL'
  | 'INBOUND_IMAP_POLL_SECONDS'
>;

/** Which ways in are on: the SMTP receiver when INBOUND_SMTP_PORT is set, the poll when INBOUND_IMAP_URL is. */
export function inboundMailSettingsFrom(env: InboundEnv, rateLimits: RateLimitStore): InboundMailSettings {
  const tls =
    env.INBOUND_SMTP_TLS_CERT && env.INBOUND_SMTP_TLS_KEY
      ? { certFile: env.INBOUND_SMTP_TLS_CERT, keyFile: env.INBOUND_SMTP_TLS_KEY }
      : null;
  return {
    smtp:
      env.INBOUND_SMTP_PORT === undefined
        ? null
        : {
            host: env.HOST,
            port: env.INBOUND_SMTP_PORT,
            maxBytes: env.INBOUND_SMTP_MAX_BYTES,
            tls,
            limiter: new RequestLimit(rateLimits, {
              name: 'inbound-smtp',
              limit: env.INBOUND_SMTP_PER_MINUTE,
              windowSeconds: 60,
            }),
          },
    imap: env.INBOUND_IMAP_URL ? imapAccountOf(env.INBOUND_IMAP_URL) : null,
    pollSeconds: env.INBOUND_IMAP_POLL_SECONDS,
    maxBytes: env.INBOUND_SMTP_MAX_BYTES,
  };
}
