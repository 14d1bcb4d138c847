import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { E2E_PORT } from '../../playwright.config.ts';

/**
 * The e-mail the e2e app sent. The global setup runs a real SMTP server (test/support/smtp-sink.ts) as
 * the app's SMTP_URL and files every message it receives in MAILBOX_DIR, one `.eml` file each: the
 * test workers are other processes, so they read the messages from there.
 */
export const MAILBOX_DIR = join('/tmp', `six-senses-e2e-mail-${E2E_PORT}`);

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Attachments as sent: file name, content type and content. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

async function readMailbox(): Promise<Mail[]> {
  const names = (await readdir(MAILBOX_DIR)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const parsed = await simpleParser(await readFile(join(MAILBOX_DIR, name)));
      const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((group) =>
        group.value.map((address) => address.address ?? ''),
      );
      return {
        to,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        headers: Object.fromEntries(
          parsed.headerLines.map(({ key, line }) => [
            key,
            line
              .slice(line.indexOf(':') + 1)
              .replace(/\r?\n\s+/g, ' ')
              .trim(),
          ]),
        ),
        attachments: parsed.attachments.map((file) => ({
          filename: file.filename ?? '',
          contentType: file.contentType,
          content: file.content,
        })),
      };
    }),
  );
}

/** The messages sent to `address` (optionally only those whose subject matches), once `count` have arrived. */
export async function mailTo(
  address: string,
  options: { subject?: RegExp; count?: number; timeout?: number } = {},
): Promise<Mail[]> {
  const { subject, count = 1, timeout = 20_000 } = options;
  const matching = async () =>
    (await readMailbox()).filter((mail) => mail.to.includes(address) && (!subject || subject.test(mail.subject)));
  await expect
    .poll(async () => (await matching()).length, { timeout, message: `mail to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return matching();
}

/** The first link in `mail`'s plain text whose path starts with `path`, as a path with its query. */
export function linkIn(mail: Mail, path: string): string {
  const found = mail.text
    .match(/https?:\/\/[^\s<>"]+/g)
    ?.map((link) => new URL(link))
    .find((url) => url.pathname === path);
  if (!found) throw new Error(`no ${path} link in "${mail.subject}"`);
  return found.pathname + found.search;
}
