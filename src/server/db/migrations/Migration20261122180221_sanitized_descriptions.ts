import { Migration } from '@mikro-orm/migrations';
import { sanitizeDescription } from '../../properties/description-html.ts';

/**
 * Property descriptions are now stored sanitised (cleaned as they are written, no longer as they are
 * read): clean the rows written before, so no stored description still holds unsafe markup.
 */
export class Migration20261122180221_sanitized_descriptions extends Migration {
  override name = 'Migration20261122180221_sanitized_descriptions';

  override async up(): Promise<void> {
    const rows = await this.execute('select "id", "description" from "properties"');
    for (const row of rows) {
      const description = String(row.description);
      const sanitized = sanitizeDescription(description);
      if (sanitized !== description) {
        await this.execute('update "properties" set "description" = ? where "id" = ?', [sanitized, row.id]);
      }
    }
  }

  override down(): void {
    // Sanitising cannot be undone, and the earlier code sanitised on read anyway: nothing to do.
  }
}
