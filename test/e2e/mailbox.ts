import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import { parseMail, type ReceivedMail } from '../support/smtp-sink.ts';

/**
 * The e-mail the e2e app sent. The global setup runs a real SMTP server (test/support/smtp-sink.ts) as
 * the app's SMTP_URL and files every message it receives in MAILBOX_DIR, one `.eml` file each: the
 * test workers are other processes, so they read the messages from there.
 */
export const MAILBOX_DIR = join('/tmp', `six-senses-e2e-mail-${E2E_PORT}`);

/** A message the app sent, read by the one mail reader (support/smtp-sink.ts). */
export type Mail = ReceivedMail;

/**
 * Files one message the SMTP server received, whole or not at all: written beside its name and
 * renamed, so a test polling the folder never reads a message half written.
 */
export async function fileMail(number: number, raw: Buffer): Promise<void> {
  const name = join(MAILBOX_DIR, `${String(number).padStart(6, '0')}.eml`);
  await writeFile(`${name}.part`, raw);
  await rename(`${name}.part`, name);
}

/**
 * Each message parsed once per worker: a filed message never changes, and parsing the whole mailbox
 * on every poll grew with the run (hundreds of messages by its end) until a poll took seconds on a
 * busy machine and waits for mail ran out of time.
 */
const parsed = new Map<string, Promise<Mail>>();

async function readMailbox(): Promise<Mail[]> {
  const names = (await readdir(MAILBOX_DIR)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map((name) => {
      let mail = parsed.get(name);
      if (!mail) {
        mail = readFile(join(MAILBOX_DIR, name)).then((raw) => parseMail(raw));
        parsed.set(name, mail);
      }
      return mail;
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
