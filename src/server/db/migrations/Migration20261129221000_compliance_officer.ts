import { Migration } from '@mikro-orm/migrations';

/**
 * The Compliance Officer flag (issue #47): an owner names any staff account to work the deals'
 * anti-money-laundering files (`compliance.manage`) without making it an owner.
 */
export class Migration20261129221000_compliance_officer extends Migration {
  override name = 'Migration20261129221000_compliance_officer';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add column "compliance_officer" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "compliance_officer";`);
  }
}
