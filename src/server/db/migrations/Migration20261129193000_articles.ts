import { Migration } from '@mikro-orm/migrations';

/** Blog articles move from code into a table staff edit in the console (issue #46). */
export class Migration20261129193000_articles extends Migration {
  override name = 'Migration20261129193000_articles';

  override up(): void {
    this.addSql(
      `create table "articles" ("id" serial primary key, "slug" varchar(120) not null, "previous_slugs" text[] not null default '{}', "category" varchar(40) not null, "author" varchar(60) not null, "image_url" text not null, "title" varchar(200) not null, "excerpt" text not null, "image_alt" varchar(300) not null, "body" text not null default '', "translations" jsonb not null default '{}', "published" boolean not null default false, "publish_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "articles" add constraint "articles_slug_unique" unique ("slug");`);
    this.addSql(`create index "articles_publish_at_index" on "articles" ("publish_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "articles" cascade;`);
  }
}
