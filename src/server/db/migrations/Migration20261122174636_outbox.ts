import { Migration } from '@mikro-orm/migrations';

export class Migration20261122174636_outbox extends Migration {
  override name = 'Migration20261122174636_outbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outbox_messages" ("id" serial primary key, "kind" varchar(40) not null, "recipient" varchar(254) not null, "subject" text not null, "html" text not null, "text" text not null, "headers" jsonb null, "inquiry_id" int null, "status" varchar(10) not null default 'queued', "attempts" int not null default 0, "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "outbox_messages_kind_index" on "outbox_messages" ("kind");`);
    this.addSql(`create index "outbox_messages_recipient_index" on "outbox_messages" ("recipient");`);
    this.addSql(`create index "outbox_messages_inquiry_id_index" on "outbox_messages" ("inquiry_id");`);
    this.addSql(`create index "outbox_messages_status_index" on "outbox_messages" ("status");`);
    this.addSql(`create index "outbox_messages_created_at_index" on "outbox_messages" ("created_at");`);
    this.addSql(
      `alter table "outbox_messages" add constraint "outbox_messages_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete set null;`,
    );

    this.addSql(
      `create table "suppressions" ("email" varchar(254) not null, "reason" varchar(20) not null, "by" varchar(120) null, "at" timestamptz not null, primary key ("email"));`,
    );

    // Every subscriber gets an unguessable token for the one-click unsubscribe link.
    this.addSql(`alter table "newsletter_subscribers" add "unsubscribe_token" varchar(64) null;`);
    this.addSql(
      `update "newsletter_subscribers" set "unsubscribe_token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');`,
    );
    this.addSql(`alter table "newsletter_subscribers" alter column "unsubscribe_token" set not null;`);
    this.addSql(
      `alter table "newsletter_subscribers" add constraint "newsletter_subscribers_unsubscribe_token_unique" unique ("unsubscribe_token");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbox_messages" cascade;`);
    this.addSql(`drop table if exists "suppressions" cascade;`);
    this.addSql(`alter table "newsletter_subscribers" drop column "unsubscribe_token";`);
  }
}
