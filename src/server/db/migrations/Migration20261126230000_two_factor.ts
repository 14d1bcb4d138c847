import { Migration } from '@mikro-orm/migrations';

/** Two-factor sign-in: authenticator apps, recovery codes, passkeys and sign-ins awaiting a second step. */
export class Migration20261126230000_two_factor extends Migration {
  override name = 'Migration20261126230000_two_factor';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "staff_totp" ("user_id" int not null, "secret" text not null, "confirmed_at" timestamptz null, "last_step" bigint null, "created_at" timestamptz not null, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "staff_totp" add constraint "staff_totp_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "staff_recovery_codes" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "staff_recovery_codes_user_id_index" on "staff_recovery_codes" ("user_id");`);
    this.addSql(
      `alter table "staff_recovery_codes" add constraint "staff_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "staff_passkeys" ("id" serial primary key, "user_id" int not null, "name" varchar(60) not null, "credential_id" varchar(1400) not null, "public_key" text not null, "counter" bigint not null default 0, "transports" text[] not null default '{}', "created_at" timestamptz not null, "last_used_at" timestamptz null);`,
    );
    this.addSql(`create index "staff_passkeys_user_id_index" on "staff_passkeys" ("user_id");`);
    this.addSql(
      `alter table "staff_passkeys" add constraint "staff_passkeys_credential_id_unique" unique ("credential_id");`,
    );
    this.addSql(
      `alter table "staff_passkeys" add constraint "staff_passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "sign_in_challenges" ("id" varchar(64) not null, "user_id" int null, "webauthn_challenge" varchar(200) null, "failures" int not null default 0, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "sign_in_challenges_expires_at_index" on "sign_in_challenges" ("expires_at");`);
    this.addSql(
      `alter table "sign_in_challenges" add constraint "sign_in_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sign_in_challenges" cascade;`);
    this.addSql(`drop table if exists "staff_passkeys" cascade;`);
    this.addSql(`drop table if exists "staff_recovery_codes" cascade;`);
    this.addSql(`drop table if exists "staff_totp" cascade;`);
  }
}
