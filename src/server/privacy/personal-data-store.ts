import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonalDataSubject } from '../../shared/privacy/schemas.ts';
import type { PersonalDataRecord } from '../../shared/privacy/types.ts';

/*
 * What a store of personal data is, apart from the list of them (personal-data-stores.ts): a domain
 * that keeps personal data (alerts, webhooks) implements this beside its own code, and the list
 * imports it, so the domains never import the list.
 */

/**
 * Who the stores look for, worked out once before any store runs: the leads sent with the contact
 * staff verified, and that contact's e-mail address (none for a telephone number). Nothing widens
 * from it: an address typed on a lead found by telephone may be someone else's (anyone can type any
 * address into a form), so its newsletter record, the acknowledgements sent to it and its unsubscribe
 * link are answered only to a request for that address. Because the scope is fixed first, a store
 * keyed on leads still finds its rows while the leads store anonymises them in the same erase.
 */
export interface PersonalDataScope {
  subject: PersonalDataSubject;
  leadIds: number[];
  emails: string[];
}

/**
 * One place personal data is kept. Every store answers the same three questions about a person, so
 * a new table that holds personal data (an e-mail outbox, a suppression list, consent records) joins
 * the export and the erase with one entry in `PERSONAL_DATA_STORES`.
 */
export interface PersonalDataStore {
  /** The key of its records in the export file and of its figure in the recorded counts. */
  key: string;
  /** What staff read on the screen. */
  label: string;
  /** A line per record, for staff to check before they export or erase. */
  find(em: EntityManager, scope: PersonalDataScope): Promise<PersonalDataRecord[]>;
  /** Everything the store holds about the person, as plain JSON. */
  export(em: EntityManager, scope: PersonalDataScope): Promise<unknown[]>;
  /** Removes or anonymises the person's records; returns how many were touched. Runs in the erase's transaction. */
  erase(em: EntityManager, scope: PersonalDataScope): Promise<number>;
  /**
   * Why some of the person's records stay after an erase (a legal hold), one sentence each; the
   * erase answers them to staff. Asked before the erase, so the records are still there to name.
   */
  heldBack?(em: EntityManager, scope: PersonalDataScope): Promise<string[]>;
}
