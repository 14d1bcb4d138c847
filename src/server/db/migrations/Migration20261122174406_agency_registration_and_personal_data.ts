import { Migration } from '@mikro-orm/migrations';

export class Migration20261122174406_agency_registration_and_personal_data extends Migration {
  override name = 'Migration20261122174406_agency_registration_and_personal_data';

  override up(): void | Promise<void> {
    // One row at most: the id is fixed at 1, so a second registration cannot creep in.
    this.addSql(
      `create table "agency_registration" ("id" int not null check ("id" = 1), "trade_licence_number" varchar(30) not null, "rera_orn" varchar(6) not null, "registered_address" varchar(300) not null, "developer_name" varchar(120) not null, "project_name" varchar(160) not null, "project_registration_number" varchar(8) not null, "escrow_account_number" varchar(34) not null, "escrow_bank" varchar(120) not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "personal_data_actions" ("id" serial primary key, "action" varchar(10) not null, "subject_kind" varchar(10) not null, "subject_hash" varchar(64) not null, "counts" jsonb not null, "user_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "personal_data_actions_subject_hash_index" on "personal_data_actions" ("subject_hash");`);
    this.addSql(`create index "personal_data_actions_created_at_index" on "personal_data_actions" ("created_at");`);
    this.addSql(
      `alter table "personal_data_actions" add constraint "personal_data_actions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "personal_data_actions" cascade;`);
    this.addSql(`drop table if exists "agency_registration" cascade;`);
  }
}
