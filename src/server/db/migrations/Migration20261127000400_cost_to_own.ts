import { Migration } from '@mikro-orm/migrations';

/**
 * Buyer tools, cost to own (issue #33): the fee table staff edit (one row, seeded with the defaults
 * documented in docs/buyer-tools.md) and a residence's off-plan payment plan (milestones as JSON).
 */
export class Migration20261127000400_cost_to_own extends Migration {
  override name = 'Migration20261127000400_cost_to_own';

  override up(): void {
    this.addSql(
      `create table "cost_to_own_fees" ("id" int primary key, "fees" jsonb not null, "updated_at" timestamptz not null, "updated_by" varchar(100) null);`,
    );
    const defaults = {
      asOf: '2026-11-27',
      transferFeePercent: 4,
      adminFeeReady: 580,
      adminFeeOffPlan: 40,
      trusteeThreshold: 500000,
      trusteeFeeAtOrAbove: 4000,
      trusteeFeeBelow: 2000,
      vatPercent: 5,
      agencyCommissionPercent: 2,
      mortgageRegistrationPercent: 0.25,
      mortgageRegistrationFixed: 290,
      ltvThreshold: 5000000,
      ltvResidentFirstUpTo: 80,
      ltvResidentFirstAbove: 70,
      ltvSecondHome: 60,
      ltvNonResident: 50,
      ltvOffPlan: 50,
      maxTermYears: 25,
      defaultRatePercent: 4.5,
      defaultTermYears: 25,
      defaultArrangementFeePercent: 1,
      defaultValuationFee: 3000,
    };
    // The figures hold no quote, so the JSON text is a safe SQL literal.
    this.addSql(
      `insert into "cost_to_own_fees" ("id", "fees", "updated_at") values (1, '${JSON.stringify(defaults)}'::jsonb, now());`,
    );
    this.addSql(`alter table "properties" add column "payment_plan" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "properties" drop column "payment_plan";`);
    this.addSql(`drop table if exists "cost_to_own_fees" cascade;`);
  }
}
