import { Migration } from '@mikro-orm/migrations';

/**
 * What the portals need of a listing (issue #31): sale or rent and how often rent falls due,
 * furnishing, completion and market, a video, the portals it is ticked for; the agent's broker
 * registration number (BRN). The free-text `furnished` and `completion_status` stay (the public page
 * shows them); the portal columns are filled from them where the text says it plainly.
 */
export class Migration20261127100300_portal_listing_fields extends Migration {
  override name = 'Migration20261127100300_portal_listing_fields';

  override up(): void {
    this.addSql(
      `alter table "properties" add column "category" varchar(10) not null default 'sale', add column "rent_frequency" varchar(10) null, add column "furnishing" varchar(20) null, add column "completion" varchar(10) null, add column "market" varchar(10) null, add column "video_url" text null, add column "portals" text[] not null default '{}';`,
    );
    this.addSql(
      `alter table "properties" add constraint "properties_category_check" check ("category" in ('sale', 'rent')), add constraint "properties_rent_frequency_check" check ("rent_frequency" in ('yearly', 'monthly', 'weekly', 'daily')), add constraint "properties_furnishing_check" check ("furnishing" in ('furnished', 'semi-furnished', 'unfurnished')), add constraint "properties_completion_check" check ("completion" in ('off-plan', 'ready')), add constraint "properties_market_check" check ("market" in ('primary', 'resale')), add constraint "properties_portals_check" check ("portals" <@ array['bayut', 'dubizzle', 'propertyfinder']::text[]);`,
    );
    this.addSql(
      `update "properties" set "furnishing" = case when "furnished" ~* '(semi|part)' then 'semi-furnished' when "furnished" ~* '^\\s*un' then 'unfurnished' when "furnished" ~* 'furnished' then 'furnished' end;`,
    );
    this.addSql(
      `update "properties" set "completion" = case when "completion_status" ~* '(off.?plan|under construction)' or "status" = 'Under Construction' then 'off-plan' when "completion_status" ~* '(ready|complete)' then 'ready' end;`,
    );
    this.addSql(`alter table "agents" add column "brn" varchar(10) null;`);
    // The demo (and many agencies) typed the BRN into the licence field as "BRN 45872".
    this.addSql(
      `update "agents" set "brn" = substring("license" from '(?i)brn\\D{0,3}(\\d{3,7})') where "license" ~* 'brn\\D{0,3}\\d{3,7}';`,
    );
  }

  override down(): void {
    this.addSql(`alter table "agents" drop column "brn";`);
    this.addSql(
      `alter table "properties" drop column "category", drop column "rent_frequency", drop column "furnishing", drop column "completion", drop column "market", drop column "video_url", drop column "portals";`,
    );
  }
}
