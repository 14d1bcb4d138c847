import { Migration } from '@mikro-orm/migrations';

/** The papers uploaded to a deal (issue #47): signed MOU or tenancy contract, NOC, title deed, others. */
export class Migration20261129227000_deal_documents extends Migration {
  override name = 'Migration20261129227000_deal_documents';

  override up(): void {
    this.addSql(
      `create table "deal_documents" ("id" serial primary key, "deal_id" int not null, "kind" text not null, "filename" text not null, "content_type" text not null, "size" int not null, "storage_key" text not null, "uploaded_by" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "deal_documents_deal_id_index" on "deal_documents" ("deal_id");`);
    this.addSql(
      `alter table "deal_documents" add constraint "deal_documents_deal_id_foreign" foreign key ("deal_id") references "deals" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "deal_documents" add constraint "deal_documents_uploaded_by_foreign" foreign key ("uploaded_by") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "deal_documents" cascade;`);
  }
}
