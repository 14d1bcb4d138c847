import { Migration } from '@mikro-orm/migrations';

/** An agent's own WhatsApp number for task reminders, and their opt-in (issue #45). */
export class Migration20261129224100_agent_whatsapp_reminders extends Migration {
  override name = 'Migration20261129224100_agent_whatsapp_reminders';

  override up(): void {
    this.addSql(
      `alter table "agents" add column "reminder_whatsapp" varchar(20) null, add column "whatsapp_reminders" boolean not null default false;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "agents" drop column "reminder_whatsapp", drop column "whatsapp_reminders";`);
  }
}
