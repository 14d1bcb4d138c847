import { Migration } from '@mikro-orm/migrations';

/**
 * The inbox at 200,000 leads (issue #34): trigram indexes (`pg_trgm`, shipped with PostgreSQL and
 * trusted, so a database owner may create it) let a fragment of a name, e-mail or phone number be
 * found without reading every lead; the (created_at, id) index serves the newest-first order and the
 * keyset cursor, alone and per agent (an agent's inbox, "My leads"); (status, created_at) counts
 * the leads still New after the reminder time (speed to lead) from the index alone.
 */
export class Migration20261127100500_inbox_at_scale extends Migration {
  override name = 'Migration20261127100500_inbox_at_scale';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    for (const column of ['first_name', 'last_name', 'email', 'phone', 'phone_e164'])
      this.addSql(`create index "inquiries_${column}_trgm_index" on "inquiries" using gin ("${column}" gin_trgm_ops);`);
    this.addSql(`create index "inquiries_created_at_id_index" on "inquiries" ("created_at" desc, "id" desc);`);
    this.addSql(
      `create index "inquiries_assigned_agent_id_created_at_id_index" on "inquiries" ("assigned_agent_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(`create index "inquiries_status_created_at_index" on "inquiries" ("status", "created_at");`);
  }

  override down(): void {
    for (const column of ['first_name', 'last_name', 'email', 'phone', 'phone_e164'])
      this.addSql(`drop index if exists "inquiries_${column}_trgm_index";`);
    this.addSql(`drop index if exists "inquiries_created_at_id_index";`);
    this.addSql(`drop index if exists "inquiries_assigned_agent_id_created_at_id_index";`);
    this.addSql(`drop index if exists "inquiries_status_created_at_index";`);
  }
}
