import { Migration } from '@mikro-orm/migrations';

/** The composer's message templates (issue #44): our own texts per language, with placeholders. */
export class Migration20261129190000_message_templates extends Migration {
  override name = 'Migration20261129190000_message_templates';

  override up(): void {
    this.addSql(
      `create table "message_templates" ("id" serial primary key, "name" varchar(120) not null, "subject" varchar(300) not null default '', "body" text not null, "translations" jsonb not null default '{}', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "message_templates" cascade;`);
  }
}
