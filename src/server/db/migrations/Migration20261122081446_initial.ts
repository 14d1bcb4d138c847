import { Migration } from '@mikro-orm/migrations';

export class Migration20261122081446_initial extends Migration {
  override name = 'Migration20261122081446_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "agents" ("id" serial primary key, "name" varchar(120) not null, "title" varchar(120) not null, "phone" varchar(40) not null, "email" varchar(254) not null, "bio" text not null, "photo_url" text not null, "license" varchar(60) null, "languages" text[] not null default '{}', "specialties" text[] not null default '{}', "featured" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "agents_featured_index" on "agents" ("featured");`);

    this.addSql(
      `create table "amenities" ("id" serial primary key, "name" varchar(120) not null, "description" text not null, "icon" varchar(60) not null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "amenities_sort_order_index" on "amenities" ("sort_order");`);

    this.addSql(
      `create table "exchange_rate_snapshots" ("id" serial primary key, "base" varchar(3) not null, "rates" jsonb not null, "fetched_at" timestamptz not null);`,
    );
    this.addSql(`create index "exchange_rate_snapshots_fetched_at_index" on "exchange_rate_snapshots" ("fetched_at");`);

    this.addSql(
      `create table "gallery_images" ("id" serial primary key, "url" text not null, "alt" varchar(300) not null, "title" varchar(200) null, "category" varchar(40) not null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "gallery_images_category_index" on "gallery_images" ("category");`);
    this.addSql(`create index "gallery_images_sort_order_index" on "gallery_images" ("sort_order");`);

    this.addSql(
      `create table "newsletter_subscribers" ("id" serial primary key, "email" varchar(254) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "newsletter_subscribers" add constraint "newsletter_subscribers_email_unique" unique ("email");`,
    );

    this.addSql(
      `create table "properties" ("id" serial primary key, "title" varchar(200) not null, "type" varchar(40) not null, "description" text not null, "price" varchar(40) not null, "bedrooms" int not null, "bathrooms" varchar(20) not null, "area" varchar(40) not null, "image_url" text not null, "photos" text[] not null default '{}', "featured" boolean not null default false, "status" varchar(40) not null default 'Available', "location" varchar(200) null, "virtual_tour_url" text null, "floor_plan_url" text null, "view" varchar(120) null, "floor" varchar(60) null, "parking" varchar(60) null, "furnished" varchar(60) null, "completion_status" varchar(60) null, "features" text[] not null default '{}', "private_amenities" text[] not null default '{}', "agent_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "properties_type_index" on "properties" ("type");`);
    this.addSql(`create index "properties_bedrooms_index" on "properties" ("bedrooms");`);
    this.addSql(`create index "properties_featured_index" on "properties" ("featured");`);
    this.addSql(`create index "properties_status_index" on "properties" ("status");`);
    this.addSql(`create index "properties_agent_id_index" on "properties" ("agent_id");`);
    this.addSql(`create index "properties_created_at_index" on "properties" ("created_at");`);

    this.addSql(
      `create table "inquiries" ("id" serial primary key, "kind" varchar(20) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null default '', "email" varchar(254) not null, "phone" varchar(40) null, "interest" varchar(60) null, "message" text null, "status" varchar(20) not null default 'New', "property_id" int null, "source_page" varchar(300) null, "details" jsonb null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "inquiries_kind_index" on "inquiries" ("kind");`);
    this.addSql(`create index "inquiries_email_index" on "inquiries" ("email");`);
    this.addSql(`create index "inquiries_status_index" on "inquiries" ("status");`);
    this.addSql(`create index "inquiries_property_id_index" on "inquiries" ("property_id");`);
    this.addSql(`create index "inquiries_created_at_index" on "inquiries" ("created_at");`);

    this.addSql(
      `create table "scraped_listings" ("id" serial primary key, "external_id" varchar(120) not null, "title" varchar(300) not null, "property_type" varchar(40) null, "price" bigint null, "price_unit" varchar(20) null, "bedrooms" int null, "bathrooms" int null, "size" int null, "url" text not null, "image_url" text null, "location" varchar(300) null, "agent_name" varchar(120) null, "listed_date" varchar(40) null, "source" varchar(40) not null, "off_market_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "scraped_listings_property_type_index" on "scraped_listings" ("property_type");`);
    this.addSql(`create index "scraped_listings_price_unit_index" on "scraped_listings" ("price_unit");`);
    this.addSql(`create index "scraped_listings_source_index" on "scraped_listings" ("source");`);
    this.addSql(`create index "scraped_listings_created_at_index" on "scraped_listings" ("created_at");`);
    this.addSql(
      `alter table "scraped_listings" add constraint "scraped_listings_source_external_id_unique" unique ("source", "external_id");`,
    );

    this.addSql(
      `create table "testimonials" ("id" serial primary key, "name" varchar(120) not null, "role" varchar(120) not null, "text" text not null, "rating" int not null, "sort_order" int not null default 0);`,
    );
    this.addSql(`create index "testimonials_sort_order_index" on "testimonials" ("sort_order");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(64) not null, "password" varchar(255) not null, "created_at" timestamptz not null, "last_login_at" timestamptz null);`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(
      `create table "sessions" ("id" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `alter table "properties" add constraint "properties_agent_id_foreign" foreign key ("agent_id") references "agents" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "inquiries" add constraint "inquiries_property_id_foreign" foreign key ("property_id") references "properties" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }
}
