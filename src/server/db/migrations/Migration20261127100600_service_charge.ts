import { Migration } from '@mikro-orm/migrations';

/**
 * A residence's annual service charge in dirhams per square foot (as Dubai's service-charge index
 * quotes it): buyers compare it and the cost to own counts it. Null while the agency has not set it.
 */
export class Migration20261127100600_service_charge extends Migration {
  override name = 'Migration20261127100600_service_charge';

  override up(): void {
    this.addSql(
      `alter table "properties" add column "service_charge_per_sqft" numeric(7,2) null constraint "properties_service_charge_range" check ("service_charge_per_sqft" >= 0 and "service_charge_per_sqft" <= 1000);`,
    );
  }

  override down(): void {
    this.addSql(`alter table "properties" drop column "service_charge_per_sqft";`);
  }
}
