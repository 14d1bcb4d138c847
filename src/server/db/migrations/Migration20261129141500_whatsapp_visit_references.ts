import { Migration } from '@mikro-orm/migrations';

/**
 * The references the site's floating WhatsApp button prefills (issue #44): each names the web
 * visit's attribution (campaign tags, click ids, referrer, landing page; nothing about the person),
 * so the lead the visitor's first WhatsApp message opens keeps where the visit came from.
 */
export class Migration20261129141500_whatsapp_visit_references extends Migration {
  override name = 'Migration20261129141500_whatsapp_visit_references';

  override up(): void {
    this.addSql(
      `create table "whatsapp_visit_references" ("reference" varchar(6) not null primary key, "attribution" jsonb not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "whatsapp_visit_references_created_at_index" on "whatsapp_visit_references" ("created_at");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "whatsapp_visit_references" cascade;`);
  }
}
