import { Migration } from '@mikro-orm/migrations';

/** Sanctions lists uploaded by the owners (UN Consolidated List, UAE Local Terrorist List) and their names (issue #47). */
export class Migration20261129221100_sanctions_lists extends Migration {
  override name = 'Migration20261129221100_sanctions_lists';

  override up(): void {
    this.addSql(
      `create table "sanctions_lists" ("id" serial primary key, "source" varchar(20) not null, "published_at" timestamptz not null, "uploaded_at" timestamptz not null, "uploaded_by_id" int null, "entries" int not null);`,
    );
    this.addSql(
      `alter table "sanctions_lists" add constraint "sanctions_lists_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create table "sanctions_entries" ("id" serial primary key, "list_id" int not null, "kind" varchar(10) not null, "reference" varchar(60) not null, "name" text not null, "aliases" jsonb not null, "nationalities" jsonb not null, "birth_dates" jsonb not null, "listed_on" varchar(60) null);`,
    );
    this.addSql(`create index "sanctions_entries_list_id_index" on "sanctions_entries" ("list_id");`);
    this.addSql(
      `alter table "sanctions_entries" add constraint "sanctions_entries_list_id_foreign" foreign key ("list_id") references "sanctions_lists" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "sanctions_entries" cascade;`);
    this.addSql(`drop table if exists "sanctions_lists" cascade;`);
  }
}
