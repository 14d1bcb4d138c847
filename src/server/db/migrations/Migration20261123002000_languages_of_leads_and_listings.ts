import { Migration } from '@mikro-orm/migrations';

/**
 * International visitors (issue #12): each property's optional title and description in Arabic,
 * Russian and Chinese (stored sanitised like the English one; new columns, so nothing to clean), and
 * the language of the page each lead was sent from. Leads stored before were all sent from English
 * pages, so they read `en`.
 */
export class Migration20261123002000_languages_of_leads_and_listings extends Migration {
  override name = 'Migration20261123002000_languages_of_leads_and_listings';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "properties" add column "title_ar" varchar(200) null, add column "description_ar" text null, add column "title_ru" varchar(200) null, add column "description_ru" text null, add column "title_zh" varchar(200) null, add column "description_zh" text null;`,
    );
    this.addSql(`alter table "inquiries" add column "language" varchar(5) not null default 'en';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "inquiries" drop column "language";`);
    this.addSql(
      `alter table "properties" drop column "title_ar", drop column "description_ar", drop column "title_ru", drop column "description_ru", drop column "title_zh", drop column "description_zh";`,
    );
  }
}
