import { Migration } from '@mikro-orm/migrations';

/**
 * The route each stored idempotent answer was made by, so a person's export and erase can find the
 * answers that name their leads (issue #43). Rows stored before have none: they expire within a day.
 */
export class Migration20261129140000_idempotency_route extends Migration {
  override name = 'Migration20261129140000_idempotency_route';

  override up(): void {
    this.addSql(`alter table "idempotency_keys" add column "route" varchar(200) null;`);
  }

  override down(): void {
    this.addSql(`alter table "idempotency_keys" drop column "route";`);
  }
}
