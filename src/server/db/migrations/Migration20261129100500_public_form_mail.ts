import { Migration } from '@mikro-orm/migrations';

/**
 * The address a public form mailed, as the daily cap per recipient counts it (issue #40): set only on
 * the mail a visitor's form sends to the address typed, indexed with the time for the 24-hour count.
 */
export class Migration20261129100500_public_form_mail extends Migration {
  override name = 'Migration20261129100500_public_form_mail';

  override up(): void {
    this.addSql(`alter table "outbox_messages" add column "form_recipient" varchar(254) null;`);
    this.addSql(
      `create index "outbox_messages_form_recipient_created_at_index" on "outbox_messages" ("form_recipient", "created_at") where "form_recipient" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "outbox_messages_form_recipient_created_at_index";`);
    this.addSql(`alter table "outbox_messages" drop column if exists "form_recipient";`);
  }
}
