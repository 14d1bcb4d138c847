import { Migration } from '@mikro-orm/migrations';

/**
 * A deal's compliance file (issue #47): parties' PEP declarations and company chains, beneficial
 * owners with their identity, document copies, screening hits and enhanced due diligence.
 */
export class Migration20261129221200_compliance_file extends Migration {
  override name = 'Migration20261129221200_compliance_file';

  override up(): void {
    const fk = (table: string, column: string, target: string, rule: 'cascade' | 'set null') =>
      this.addSql(
        `alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "${target}" ("id") on delete ${rule};`,
      );
    this.addSql(
      `create table "compliance_party_diligence" ("id" serial primary key, "party_id" int not null, "pep" boolean not null default false, "pep_details" text null, "owned_through_company" boolean not null default false, "screened_at" timestamptz null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "compliance_party_diligence" add constraint "compliance_party_diligence_party_id_unique" unique ("party_id");`,
    );
    fk('compliance_party_diligence', 'party_id', 'deal_parties', 'cascade');
    this.addSql(
      `create table "compliance_beneficial_owners" ("id" serial primary key, "party_id" int not null, "name" text not null, "share_pct" numeric(5,2) not null, "id_document_type" text null, "id_document_number" text null, "id_document_country" text null, "id_document_expires_on" date null, "nationality" text null, "date_of_birth" date null, "address" text null, "pep" boolean not null default false, "screened_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "compliance_beneficial_owners_party_id_index" on "compliance_beneficial_owners" ("party_id");`,
    );
    fk('compliance_beneficial_owners', 'party_id', 'deal_parties', 'cascade');
    this.addSql(
      `create table "compliance_documents" ("id" serial primary key, "deal_id" int not null, "party_id" int null, "kind" text not null, "storage_key" text not null, "filename" text not null, "content_type" text not null, "size" int not null, "uploaded_by_id" int null, "uploaded_at" timestamptz not null);`,
    );
    this.addSql(`create index "compliance_documents_deal_id_index" on "compliance_documents" ("deal_id");`);
    fk('compliance_documents', 'deal_id', 'deals', 'cascade');
    fk('compliance_documents', 'party_id', 'deal_parties', 'cascade');
    fk('compliance_documents', 'uploaded_by_id', 'users', 'set null');
    this.addSql(
      `create table "compliance_screening_hits" ("id" serial primary key, "deal_id" int not null, "party_id" int not null, "owner_id" int null, "list_id" int null, "reference" text not null, "screened_name" text not null, "listed_name" text not null, "matched_name" text not null, "score" numeric(4,3) not null, "status" text not null default 'open', "note" text null, "resolved_by_id" int null, "resolved_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "compliance_screening_hits_deal_id_index" on "compliance_screening_hits" ("deal_id");`);
    fk('compliance_screening_hits', 'deal_id', 'deals', 'cascade');
    fk('compliance_screening_hits', 'party_id', 'deal_parties', 'cascade');
    fk('compliance_screening_hits', 'owner_id', 'compliance_beneficial_owners', 'cascade');
    fk('compliance_screening_hits', 'list_id', 'sanctions_lists', 'set null');
    fk('compliance_screening_hits', 'resolved_by_id', 'users', 'set null');
    this.addSql(
      `create table "compliance_deal_diligence" ("id" serial primary key, "deal_id" int not null, "edd_steps" jsonb not null, "edd_note" text null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "compliance_deal_diligence" add constraint "compliance_deal_diligence_deal_id_unique" unique ("deal_id");`,
    );
    fk('compliance_deal_diligence', 'deal_id', 'deals', 'cascade');
  }

  override down(): void {
    for (const table of [
      'compliance_deal_diligence',
      'compliance_screening_hits',
      'compliance_documents',
      'compliance_beneficial_owners',
      'compliance_party_diligence',
    ])
      this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
