import { Migration } from '@mikro-orm/migrations';

/**
 * The enquiry, valuation and lettings forms take a name of up to 200 characters and store its first
 * word as the first name: both name columns hold what the forms accept. Widening a varchar does not
 * rewrite the table.
 */
export class Migration20261122145640_inquiry_name_length extends Migration {
  override name = 'Migration20261122145640_inquiry_name_length';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "inquiries" alter column "first_name" type varchar(200), alter column "last_name" type varchar(200);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "inquiries" alter column "first_name" type varchar(100), alter column "last_name" type varchar(100);`,
    );
  }
}
