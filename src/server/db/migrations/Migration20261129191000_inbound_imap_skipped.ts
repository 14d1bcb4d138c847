import { Migration } from '@mikro-orm/migrations';

/**
 * How many messages the IMAP poll left in the mailbox for being over the inbound size limit
 * (issue #44): the inbound e-mail health shows the count, so staff know to read those by hand.
 */
export class Migration20261129191000_inbound_imap_skipped extends Migration {
  override name = 'Migration20261129191000_inbound_imap_skipped';

  override up(): void {
    this.addSql(`alter table "inbound_imap_states" add column "skipped_too_large" int not null default 0;`);
  }

  override down(): void {
    this.addSql(`alter table "inbound_imap_states" drop column "skipped_too_large";`);
  }
}
