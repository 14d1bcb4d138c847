import { Migration } from '@mikro-orm/migrations';

/** Files an outbox message carries (a viewing's calendar invitation, issue #32), stored with the message. */
export class Migration20261127100101_outbox_attachments extends Migration {
  override name = 'Migration20261127100101_outbox_attachments';

  override up(): void {
    this.addSql(`alter table "outbox_messages" add column "attachments" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "outbox_messages" drop column if exists "attachments";`);
  }
}
