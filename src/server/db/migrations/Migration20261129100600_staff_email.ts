import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts get an address of their own (issue #40): owners' security notices went to the
 * address of the agent an owner's account is linked to, which a manager may edit. `email` is set only
 * when the link sent to `pending_email` is opened; the link's token is stored as its SHA-256 hash.
 */
export class Migration20261129100600_staff_email extends Migration {
  override name = 'Migration20261129100600_staff_email';

  override up(): void {
    this.addSql(
      `alter table "users" add column "email" varchar(254) null, add column "pending_email" varchar(254) null,` +
        ` add column "email_token_hash" varchar(64) null, add column "email_token_expires_at" timestamptz null;`,
    );
  }

  override down(): void {
    this.addSql(
      `alter table "users" drop column "email", drop column "pending_email", drop column "email_token_hash", drop column "email_token_expires_at";`,
    );
  }
}
