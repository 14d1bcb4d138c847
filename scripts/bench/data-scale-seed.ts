/**
 * Seeds a migrated database (with the demo content) to the size of years of business, in set-based
 * SQL (`INSERT ... SELECT generate_series`), for `npm run bench:data`: leads with their history and
 * e-mails, market listings and properties. Values vary the way real ones do (names, e-mail domains,
 * phone numbers, kinds, statuses, sources, agents, three years of dates), so the planner sees
 * realistic selectivities.
 */
import type pg from 'pg';

export interface SeedSizes {
  leads: number;
  marketListings: number;
  properties: number;
}

const FIRST_NAMES = ['Amira', 'Oliver', 'Mei', 'Dmitri', 'Sofia', 'Rashid', 'Emma', 'Li', 'Olga', 'Khalid', 'Chloe'];
const LAST_NAMES = ['Haddad', 'Smith', 'Wang', 'Ivanov', 'Rossi', 'Al Maktoum', 'Brown', 'Chen', 'Petrova', 'Khan'];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'mail.ru', 'qq.com', 'emirates.net.ae'];
const SOURCES = ['Direct', 'Google Ads', 'Facebook', 'Instagram', 'Property Finder', 'Bayut', 'Newsletter', 'google'];

/** A SQL array literal of texts, indexed 1-based by `(g % n) + 1`. */
const pick = (values: readonly string[], expression: string) =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])[(${expression}) % ${values.length} + 1]`;

async function copyProperties(client: pg.Client, count: number): Promise<void> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'properties'
       and column_name not in ('id', 'reference', 'title', 'created_at', 'updated_at') order by ordinal_position`,
  );
  const columns = rows.map((row) => `"${row.column_name}"`);
  await client.query(
    `insert into properties (${columns.join(', ')}, reference, title, created_at, updated_at)
     select ${columns.map((column) => `p.${column}`).join(', ')}, 'BENCH-' || g, p.title || ' ' || g, now() - (g || ' hours')::interval, now()
       from generate_series(1, $1) g
       cross join lateral (select * from properties order by id limit 1 offset (g % 3)) p`,
    [count],
  );
}

async function insertLeads(client: pg.Client, count: number): Promise<void> {
  // Three years of leads, newest last; a third unassigned, the rest spread over the agents.
  await client.query(
    `with agents_list as (select array_agg(id order by id) ids from agents),
          props as (select array_agg(id order by id) ids from properties)
     insert into inquiries (kind, first_name, last_name, email, phone, interest, message, status, property_id,
       source_page, assigned_agent_id, status_changed_at, first_response_at, utm_source, utm_campaign, source,
       email_key, phone_e164, contact_key, language, created_at)
     select ${pick(['contact', 'enquiry', 'valuation', 'lettings', 'enquiry', 'contact'], 'g')},
       ${pick(FIRST_NAMES, 'g * 7')}, ${pick(LAST_NAMES, 'g * 13')} || ' ' || (g % 997),
       'lead' || g || '.' || ${pick(LAST_NAMES, 'g * 13')} || '@' || ${pick(DOMAINS, 'g * 3')},
       '+971 5' || (g % 10) || ' ' || lpad((g * 7919 % 10000000)::text, 7, '0'),
       ${pick(['Penthouse', 'Villa', 'Apartment', 'General'], 'g')},
       'I would like to know more about the residences. Reference ' || g,
       ${pick(['New', 'Contacted', 'Viewing', 'Negotiation', 'Won', 'Lost', 'Contacted', 'Lost'], 'g * 5')},
       case when g % 4 = 0 then props.ids[g % array_length(props.ids, 1) + 1] end,
       '/properties', case when g % 3 = 0 then null else agents_list.ids[g % array_length(agents_list.ids, 1) + 1] end,
       at + interval '2 hours', case when g % 8 <> 0 then at + ((g % 600) || ' minutes')::interval end,
       case when g % 5 = 1 then 'google' end, case when g % 5 = 1 then 'palm-' || (g % 40) end,
       ${pick(SOURCES, 'g * 11')},
       lower('lead' || g || '.' || ${pick(LAST_NAMES, 'g * 13')} || '@' || ${pick(DOMAINS, 'g * 3')}),
       '+9715' || (g % 10) || lpad((g * 7919 % 10000000)::text, 7, '0'),
       md5('contact' || (g % ($1::int * 9 / 10)))::uuid::text,
       ${pick(['en', 'en', 'ar', 'ru', 'zh'], 'g')}, at
     from generate_series(1, $1::int) g, agents_list, props,
          lateral (select now() - ((($1::int - g)::float / $1::int) * interval '1095 days') as at) t`,
    [count],
  );
}

async function insertHistory(client: pg.Client): Promise<void> {
  // Each answered lead: its status change, and every other one a note.
  await client.query(
    `insert into inquiry_events (inquiry_id, type, from_status, to_status, agent_id, note, created_at)
     select id, 'status', 'New', status, null::int, null, first_response_at from inquiries where first_response_at is not null
     union all
     select id, 'note', null, null, null, 'Called back, sending the brochure and floor plans.', created_at + interval '3 hours'
       from inquiries where id % 2 = 0`,
  );
  await client.query(
    `insert into outbox_messages (kind, recipient, subject, html, text, inquiry_id, status, attempts, sent_at, created_at)
     select k.kind, case k.kind when 'lead-notification' then 'leads@agency.test' else i.email end,
       'New lead: ' || i.first_name, '<p>Lead ' || i.id || '</p>', 'Lead ' || i.id, i.id, 'sent', 1,
       i.created_at + interval '5 seconds', i.created_at
     from inquiries i cross join (values ('lead-notification'), ('lead-acknowledgement')) k(kind)`,
  );
}

async function insertMarketListings(client: pg.Client, count: number): Promise<void> {
  await client.query(
    `insert into scraped_listings (external_id, title, property_type, price, price_unit, bedrooms, bathrooms, size,
       url, image_url, location, agent_name, listed_date, source, off_market_at, created_at, updated_at)
     select 'bench-' || g, ${pick(['Apartment', 'Villa', 'Penthouse'], 'g')} || ' on the Palm ' || g,
       ${pick(['Apartment', 'Villa', 'Penthouse'], 'g')}, 1000000 + (g * 7919 % 40000000),
       ${pick(['sale', 'sale', 'per year'], 'g / 2')}, g % 6 + 1, g % 6 + 2, 900 + g % 9000,
       'https://example.test/listing/' || g, 'https://example.test/listing/' || g || '.jpg', 'Palm Jumeirah',
       'Agent ' || (g % 300), '2026-0' || (g % 9 + 1) || '-1' || (g % 9), ${pick(['PropertyFinder.ae', 'Bayut'], 'g')},
       case when g % 10 = 0 then now() end, now() - (g || ' minutes')::interval, now()
     from generate_series(1, $1::int) g`,
    [count],
  );
}

/** Adds `sizes` worth of rows and refreshes the planner's statistics; returns the seconds each part took. */
export async function seedAtScale(client: pg.Client, sizes: SeedSizes): Promise<Record<string, number>> {
  const took: Record<string, number> = {};
  const timed = async (name: string, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    took[name] = Math.round(performance.now() - started) / 1000;
  };
  await timed('properties', () => copyProperties(client, sizes.properties));
  await timed('leads', () => insertLeads(client, sizes.leads));
  await timed('events and e-mails', () => insertHistory(client));
  await timed('market listings', () => insertMarketListings(client, sizes.marketListings));
  await timed('analyze', async () => void (await client.query('vacuum analyze')));
  return took;
}
