import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletter double opt-in (issue #29): sign-ups wait in `newsletter_signups` until the address is
 * confirmed, and a subscriber records when it was. Subscribers from before keep a null `confirmed_at`.
 */
export class Migration20261126231000_newsletter_double_opt_in extends Migration {
  override name = 'Migration20261126231000_newsletter_double_opt_in';

  override up(): void {
    this.addSql(
      `create table "newsletter_signups" ("id" serial primary key, "email" varchar(254) not null, "token_hash" varchar(64) not null, "locale" varchar(5) not null, "consent_version" varchar(60) null, "source_page" varchar(300) null, "sent_at" timestamptz not null, "created_at" timestamptz not null, "expires_at" timestamptz not null);`,
    );
    this.addSql(`alter table "newsletter_signups" add constraint "newsletter_signups_email_unique" unique ("email");`);
    this.addSql(
      `alter table "newsletter_signups" add constraint "newsletter_signups_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "newsletter_signups_expires_at_index" on "newsletter_signups" ("expires_at");`);
    this.addSql(`alter table "newsletter_subscribers" add column "confirmed_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "newsletter_subscribers" drop column "confirmed_at";`);
    this.addSql(`drop table if exists "newsletter_signups" cascade;`);
  }
}
