import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InquirySchema } from './inquiry.entity.ts';

/** Numbers written without a country code are read as the agency's own country's. */
const DEFAULT_PHONE_REGION = 'AE';

/** The e-mail as one contact is known by: any case, no surrounding space. */
export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The phone number in E.164 (+971501234567), however it was written (spaces, dashes, brackets, a
 * leading 00 or a local 0), or null when it is not a valid number, so junk never joins two people.
 * libphonenumber's full metadata (some 13 MB resident) loads with the first lead, not with the server.
 */
export async function phoneE164Of(phone: string | null | undefined): Promise<string | null> {
  if (!phone) return null;
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/max');
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry: DEFAULT_PHONE_REGION });
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * The contact a new lead belongs to: the key of the earliest lead with the same e-mail or phone, or
 * a new key. When the new lead links two contacts (one person's e-mail in one, phone in the other),
 * they become one, so "same e-mail or same phone" holds across every lead of a contact.
 */
export async function contactKeyFor(em: EntityManager, emailKey: string, phoneE164: string | null): Promise<string> {
  // A lead without an e-mail (a portal's call) matches on its phone only: '' joins nobody.
  const by = [...(emailKey ? [{ emailKey }] : []), ...(phoneE164 ? [{ phoneE164 }] : [])];
  if (by.length === 0) return randomUUID();
  const matches = await em.find(
    InquirySchema,
    { $or: by },
    { fields: ['contactKey'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const keys = [...new Set(matches.map((lead) => lead.contactKey))];
  const [keep, ...merged] = keys;
  if (!keep) return randomUUID();
  if (merged.length) await em.nativeUpdate(InquirySchema, { contactKey: { $in: merged } }, { contactKey: keep });
  return keep;
}
