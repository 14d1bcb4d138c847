import { Migration } from '@mikro-orm/migrations';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Rows updated per statement while the existing leads get their contact keys. */
const BATCH = 500;

interface LeadRow {
  id: number;
  email: string;
  phone: string | null;
}

/**
 * Attribution, contact and consent columns on the lead, and the consent record on the newsletter
 * subscriber. Leads stored before this get "Direct" as their source (nothing was recorded) and are
 * grouped into contacts here by the same rule new leads follow: the same e-mail in any case, or the
 * same phone number once written as E.164 (numbers without a country code read as the UAE's).
 * The rule is copied, not imported, so this migration means the same thing however the app changes.
 */
export class Migration20261122174409_lead_attribution_contacts_consent extends Migration {
  override name = 'Migration20261122174409_lead_attribution_contacts_consent';

  override async up(): Promise<void> {
    await this.execute(
      `alter table "inquiries"
        add "utm_source" varchar(200) null, add "utm_medium" varchar(200) null,
        add "utm_campaign" varchar(200) null, add "utm_term" varchar(200) null,
        add "utm_content" varchar(200) null, add "gclid" varchar(200) null, add "fbclid" varchar(200) null,
        add "referrer" varchar(500) null, add "landing_page" varchar(500) null,
        add "source" varchar(200) not null default 'Direct',
        add "email_key" varchar(254) null, add "phone_e164" varchar(20) null, add "contact_key" varchar(36) null,
        add "consents" jsonb null, add "consented_at" timestamptz null, add "consent_page" varchar(300) null;`,
    );

    const rows = await this.execute(`select "id", "email", "phone" from "inquiries" order by "created_at", "id";`);
    const assigned = groupIntoContacts(
      rows.map((row) => ({
        id: Number(row.id),
        email: String(row.email),
        phone: row.phone ? String(row.phone) : null,
      })),
    );
    for (let start = 0; start < assigned.length; start += BATCH) {
      const batch = assigned.slice(start, start + BATCH);
      const values = batch.map(() => `(?::int, ?, ?, ?)`).join(', ');
      await this.execute(
        `update "inquiries" as i set "email_key" = v.e, "phone_e164" = v.p, "contact_key" = v.k
          from (values ${values}) as v(id, e, p, k) where i."id" = v.id;`,
        batch.flatMap((lead) => [lead.id, lead.emailKey, lead.phoneE164, lead.contactKey]),
      );
    }

    await this.execute(
      `alter table "inquiries" alter column "email_key" set not null, alter column "contact_key" set not null;`,
    );
    await this.execute(`create index "inquiries_source_index" on "inquiries" ("source");`);
    await this.execute(`create index "inquiries_email_key_index" on "inquiries" ("email_key");`);
    await this.execute(`create index "inquiries_phone_e164_index" on "inquiries" ("phone_e164");`);
    await this.execute(`create index "inquiries_contact_key_index" on "inquiries" ("contact_key");`);

    await this.execute(
      `alter table "newsletter_subscribers" add "consent_version" varchar(60) null,
        add "consented_at" timestamptz null, add "consent_page" varchar(300) null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "newsletter_subscribers" drop column "consent_version", drop column "consented_at", drop column "consent_page";`,
    );
    this.addSql(
      `alter table "inquiries" drop column "utm_source", drop column "utm_medium", drop column "utm_campaign",
        drop column "utm_term", drop column "utm_content", drop column "gclid", drop column "fbclid",
        drop column "referrer", drop column "landing_page", drop column "source", drop column "email_key",
        drop column "phone_e164", drop column "contact_key", drop column "consents", drop column "consented_at",
        drop column "consent_page";`,
    );
  }
}

/** Each lead with its e-mail key, E.164 phone and contact key; leads are given oldest first. */
function groupIntoContacts(leads: LeadRow[]) {
  const keyed = leads.map((lead) => {
    const parsed = lead.phone ? parsePhoneNumberFromString(lead.phone, { defaultCountry: 'AE' }) : undefined;
    return {
      id: lead.id,
      emailKey: lead.email.trim().toLowerCase(),
      phoneE164: parsed?.isValid() ? parsed.number : null,
    };
  });
  // Union-find over the leads: one set per person, joined by a shared e-mail or phone.
  const parent = keyed.map((_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while ((parent[root] ?? root) !== root) root = parent[root] ?? root;
    return root;
  };
  const firstWith = new Map<string, number>();
  keyed.forEach((lead, i) => {
    for (const key of [`e:${lead.emailKey}`, lead.phoneE164 ? `p:${lead.phoneE164}` : null]) {
      if (!key) continue;
      const first = firstWith.get(key);
      if (first === undefined) firstWith.set(key, i);
      else {
        const [a, b] = [find(first), find(i)];
        // The older lead's set wins, so a contact is named after its first lead.
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  });
  return keyed.map((lead, i) => ({ ...lead, contactKey: `lead-${keyed[find(i)]?.id ?? lead.id}` }));
}
