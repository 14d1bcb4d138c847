import { Migration } from '@mikro-orm/migrations';

/**
 * A lead keeps the wording of each consent it carries, word for word (issue #40): until now only the
 * version was stored and the wording looked up in the build, which an older build does not know.
 * Leads stored before keep null here, and the console says their wording was not kept with them.
 */
export class Migration20261129100700_consent_wordings extends Migration {
  override name = 'Migration20261129100700_consent_wordings';

  override up(): void {
    this.addSql(`alter table "inquiries" add column "consent_wordings" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "inquiries" drop column if exists "consent_wordings";`);
  }
}
