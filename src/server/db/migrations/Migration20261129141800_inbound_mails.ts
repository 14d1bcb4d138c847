import { Migration } from '@mikro-orm/migrations';

/** Inbound e-mail as it came, by the SMTP receiver or the IMAP poll, and where the poll stands (issue #44). */
export class Migration20261129141800_inbound_mails extends Migration {
  override name = 'Migration20261129141800_inbound_mails';

  override up(): void {
    this.addSql(
      `create table "inbound_mails" ("id" serial primary key, "source" varchar(10) not null, "message_key" varchar(255) not null, "raw" bytea not null, "envelope" jsonb null, "received_at" timestamptz not null, "from_address" varchar(320) null, "processed_at" timestamptz null, "outcome" varchar(20) null, "attempts" int not null default 0, "last_error" text null, "inquiry_id" int null);`,
    );
    this.addSql(`create index "inbound_mails_received_at_index" on "inbound_mails" ("received_at");`);
    this.addSql(`create index "inbound_mails_from_address_index" on "inbound_mails" ("from_address");`);
    this.addSql(`create index "inbound_mails_inquiry_id_index" on "inbound_mails" ("inquiry_id");`);
    this.addSql(
      `alter table "inbound_mails" add constraint "inbound_mails_message_key_unique" unique ("message_key");`,
    );
    this.addSql(
      `alter table "inbound_mails" add constraint "inbound_mails_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiries" ("id") on delete set null;`,
    );
    this.addSql(
      `create table "inbound_imap_states" ("mailbox" varchar(500) not null, "uid_validity" varchar(20) not null, "last_uid" int not null, "last_poll_at" timestamptz null, "last_error" text null, primary key ("mailbox"));`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "inbound_imap_states" cascade;`);
    this.addSql(`drop table if exists "inbound_mails" cascade;`);
  }
}
