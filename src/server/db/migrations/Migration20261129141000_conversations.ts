import { Migration } from '@mikro-orm/migrations';

/**
 * Every conversation with a lead (issue #44): its messages either way, calls logged and the app's
 * notices, the contacts that must not be written to, and on each lead the key signing its reply
 * address and since when the buyer waits for an answer.
 */
/** 64 hex digits from two random UUIDs. */
const REPLY_KEY_DEFAULT = `replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

export class Migration20261129141000_conversations extends Migration {
  override name = 'Migration20261129141000_conversations';

  override up(): void {
    this.addSql(
      `create table "conversation_messages" ("id" serial primary key, "inquiry_id" int not null, "contact_key" varchar(36) not null, "channel" varchar(10) not null, "direction" varchar(3) not null, "external_id" varchar(500) null, "address" varchar(254) null, "subject" text null, "text" text not null, "html" text null, "status" varchar(10) not null, "failure_reason" varchar(20) null, "error" text null, "sent_by_id" int null, "agent_id" int null, "attachments" jsonb null, "whatsapp" jsonb null, "outbox_message_id" int null, "references" jsonb null, "auto_reply" boolean not null default false, "attribution" jsonb null, "call_outcome" varchar(20) null, "call_duration_seconds" int null, "created_at" timestamptz not null, "sent_at" timestamptz null, "delivered_at" timestamptz null, "read_at" timestamptz null);`,
    );
    this.addSql(`create index "conversation_messages_inquiry_id_index" on "conversation_messages" ("inquiry_id");`);
    this.addSql(`create index "conversation_messages_contact_key_index" on "conversation_messages" ("contact_key");`);
    this.addSql(`create index "conversation_messages_created_at_index" on "conversation_messages" ("created_at");`);
    this.addSql(
      `create index "conversation_messages_contact_key_created_at_index" on "conversation_messages" ("contact_key", "created_at");`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_channel_external_id_unique" unique ("channel", "external_id");`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_sent_by_id_foreign" foreign key ("sent_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_agent_id_foreign" foreign key ("agent_id") references "agents" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "conversation_messages" add constraint "conversation_messages_outbox_message_id_foreign" foreign key ("outbox_message_id") references "outbox_messages" ("id") on delete set null;`,
    );

    this.addSql(
      `create table "contact_blocks" ("id" serial primary key, "contact_key" varchar(36) not null, "kind" varchar(20) not null, "address" varchar(254) not null default '', "reason" text not null, "at" timestamptz not null);`,
    );
    this.addSql(`create index "contact_blocks_contact_key_index" on "contact_blocks" ("contact_key");`);
    this.addSql(
      `alter table "contact_blocks" add constraint "contact_blocks_contact_kind_address_unique" unique ("contact_key", "kind", "address");`,
    );

    // Each lead its own random key (gen_random_uuid draws from the strong generator), written by the
    // column's default, so rows inserted by hand get one too. Adding a column fires no row trigger:
    // the sync list's stamps stay as they were.
    this.addSql(
      `alter table "inquiries" add "awaiting_reply_since" timestamptz null, add "reply_key" varchar(64) not null default ${REPLY_KEY_DEFAULT};`,
    );
    this.addSql(`create index "inquiries_awaiting_reply_since_index" on "inquiries" ("awaiting_reply_since");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "conversation_messages" cascade;`);
    this.addSql(`drop table if exists "contact_blocks" cascade;`);
    this.addSql(`alter table "inquiries" drop column "awaiting_reply_since", drop column "reply_key";`);
  }
}
