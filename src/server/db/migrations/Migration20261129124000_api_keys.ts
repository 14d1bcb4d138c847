import { Migration } from '@mikro-orm/migrations';

/** Integrators' API keys (kept as hashes) and the answers to POSTs sent with an Idempotency-Key (issue #43). */
export class Migration20261129124000_api_keys extends Migration {
  override name = 'Migration20261129124000_api_keys';

  override up(): void {
    this.addSql(
      `create table "api_keys" ("id" serial primary key, "name" varchar(80) not null, "prefix" varchar(16) not null, "hash" varchar(64) not null, "scopes" jsonb not null, "created_by_id" int not null, "agent_id" int null, "rate_limit_per_minute" int not null default 600, "created_at" timestamptz not null, "expires_at" timestamptz null, "revoked_at" timestamptz null, "last_used_at" timestamptz null, "last_used_from" varchar(64) null);`,
    );
    this.addSql(`alter table "api_keys" add constraint "api_keys_hash_unique" unique ("hash");`);
    this.addSql(`create index "api_keys_created_by_id_index" on "api_keys" ("created_by_id");`);
    this.addSql(`create index "api_keys_agent_id_index" on "api_keys" ("agent_id");`);
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "api_keys" add constraint "api_keys_agent_id_foreign" foreign key ("agent_id") references "agents" ("id") on delete cascade;`,
    );
    this.addSql(
      `create table "idempotency_keys" ("id" serial primary key, "caller" varchar(80) not null, "key" varchar(255) not null, "fingerprint" varchar(64) not null, "status" int null, "content_type" varchar(100) null, "body" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_caller_key_unique" unique ("caller", "key");`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }
}
