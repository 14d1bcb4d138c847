import { Migration } from '@mikro-orm/migrations';

/** Browsers that sent a lead (by their cookie's hash) and the residences they came back to view (issue #45). */
export class Migration20261129224000_returning_buyers extends Migration {
  override name = 'Migration20261129224000_returning_buyers';

  override up(): void {
    this.addSql(
      `create table "returning_buyers" ("id" serial primary key, "token_hash" varchar(64) not null, "inquiry_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "returning_buyers" add constraint "returning_buyers_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "returning_buyers_inquiry_id_index" on "returning_buyers" ("inquiry_id");`);
    this.addSql(
      `alter table "returning_buyers" add constraint "returning_buyers_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "residence_views" ("id" serial primary key, "buyer_id" int not null, "property_id" int not null, "kind" varchar(10) not null, "viewed_at" timestamptz not null);`,
    );
    this.addSql(`create index "residence_views_property_id_index" on "residence_views" ("property_id");`);
    this.addSql(`create index "residence_views_buyer_viewed_at_index" on "residence_views" ("buyer_id", "viewed_at");`);
    this.addSql(
      `alter table "residence_views" add constraint "residence_views_buyer_id_foreign" foreign key ("buyer_id") references "returning_buyers" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "residence_views" add constraint "residence_views_property_id_foreign" foreign key ("property_id") references "properties" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "residence_views" cascade;`);
    this.addSql(`drop table if exists "returning_buyers" cascade;`);
  }
}
