import { Migration } from '@mikro-orm/migrations';

/** An agent's e-mail from a lead's page goes out under the agent's name (issue #44). */
export class Migration20261129141100_outbox_sender_name extends Migration {
  override name = 'Migration20261129141100_outbox_sender_name';

  override up(): void {
    this.addSql(`alter table "outbox_messages" add "from_name" varchar(120) null;`);
  }

  override down(): void {
    this.addSql(`alter table "outbox_messages" drop column "from_name";`);
  }
}
