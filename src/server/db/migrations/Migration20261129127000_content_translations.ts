import { Migration } from '@mikro-orm/migrations';

/**
 * Content in every language (issue #46): each record the public pages show keeps its other languages
 * in one `translations` object (language -> field -> text; see src/shared/i18n/translations.ts). A
 * residence's Arabic, Russian and Chinese title and description move there from their columns, which
 * go; the English in every table stays where it was.
 */
export class Migration20261129127000_content_translations extends Migration {
  override name = 'Migration20261129127000_content_translations';

  override up(): void {
    for (const table of ['properties', 'agents', 'amenities', 'testimonials', 'gallery_images'])
      this.addSql(`alter table "${table}" add column "translations" jsonb not null default '{}';`);
    this.addSql(`
      update "properties" set "translations" = jsonb_strip_nulls(jsonb_build_object(
        'ar', nullif(jsonb_strip_nulls(jsonb_build_object('title', nullif("title_ar", ''), 'description', nullif("description_ar", ''))), '{}'::jsonb),
        'ru', nullif(jsonb_strip_nulls(jsonb_build_object('title', nullif("title_ru", ''), 'description', nullif("description_ru", ''))), '{}'::jsonb),
        'zh', nullif(jsonb_strip_nulls(jsonb_build_object('title', nullif("title_zh", ''), 'description', nullif("description_zh", ''))), '{}'::jsonb)
      ));`);
    this.addSql(
      `alter table "properties" drop column "title_ar", drop column "description_ar", drop column "title_ru", drop column "description_ru", drop column "title_zh", drop column "description_zh";`,
    );
  }

  override down(): void {
    this.addSql(
      `alter table "properties" add column "title_ar" varchar(200) null, add column "description_ar" text null, add column "title_ru" varchar(200) null, add column "description_ru" text null, add column "title_zh" varchar(200) null, add column "description_zh" text null;`,
    );
    this.addSql(`
      update "properties" set
        "title_ar" = left("translations" #>> '{ar,title}', 200), "description_ar" = "translations" #>> '{ar,description}',
        "title_ru" = left("translations" #>> '{ru,title}', 200), "description_ru" = "translations" #>> '{ru,description}',
        "title_zh" = left("translations" #>> '{zh,title}', 200), "description_zh" = "translations" #>> '{zh,description}';`);
    for (const table of ['properties', 'agents', 'amenities', 'testimonials', 'gallery_images'])
      this.addSql(`alter table "${table}" drop column "translations";`);
  }
}
