import { Migration } from '@mikro-orm/migrations';
import { isUrlOrSitePath } from '../../../shared/validation.ts';
import { sanitizeDescription } from '../../properties/description-html.ts';

const DESCRIPTIONS = ['description', 'description_ar', 'description_ru', 'description_zh'] as const;
const LINKS = ['virtual_tour_url', 'floor_plan_url'] as const;

/**
 * Issue #29: a listing's virtual tour and floor plan must be http(s) links or site paths, and the
 * sanitiser now drops description links that leave the site through a backslash. Rows written before
 * may hold either: such a link is cleared (nothing safe can be made of `javascript:`), and each
 * description is cleaned again.
 */
export class Migration20261126230000_safe_listing_links extends Migration {
  override name = 'Migration20261126230000_safe_listing_links';

  override async up(): Promise<void> {
    const rows = await this.execute(`select "id", ${[...DESCRIPTIONS, ...LINKS].join(', ')} from "properties"`);
    for (const row of rows) {
      const changes: Record<string, string | null> = {};
      for (const column of LINKS) {
        const value: unknown = row[column];
        if (typeof value === 'string' && !isUrlOrSitePath(value.trim())) changes[column] = null;
      }
      for (const column of DESCRIPTIONS) {
        const value: unknown = row[column];
        if (typeof value !== 'string') continue;
        const sanitized = sanitizeDescription(value);
        if (sanitized !== value) changes[column] = sanitized;
      }
      const columns = Object.keys(changes);
      if (columns.length === 0) continue;
      await this.execute(
        `update "properties" set ${columns.map((column) => `"${column}" = ?`).join(', ')} where "id" = ?`,
        [...Object.values(changes), row.id],
      );
    }
  }

  override down(): void {
    // Cleared links and cleaned markup cannot be restored, and the earlier code accepted both: nothing to do.
  }
}
