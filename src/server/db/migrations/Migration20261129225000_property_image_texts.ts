import { Migration } from '@mikro-orm/migrations';

/** A residence's photos and floor plan get a caption and alt text per language, keyed by the image's URL (issue #46). */
export class Migration20261129225000_property_image_texts extends Migration {
  override name = 'Migration20261129225000_property_image_texts';

  override up(): void {
    this.addSql(`alter table "properties" add column "image_texts" jsonb not null default '{}';`);
  }

  override down(): void {
    this.addSql(`alter table "properties" drop column if exists "image_texts";`);
  }
}
