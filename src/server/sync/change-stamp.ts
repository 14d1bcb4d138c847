import { p } from '@mikro-orm/core';

/**
 * `change_xid`, the transaction that last wrote a synced row (change-feed.ts reads it in SQL), as its
 * entity maps it: the database's trigger writes it on every insert and update (the sync stamps'
 * migration), the ORM never does (no value is ever set, so no insert or update names it) and never
 * reads it (lazy). It is mapped only so the schema diff of `npm run db:migration:create` knows the
 * column and its index and does not propose dropping them.
 */
export const changeXidProperty = () => p.string().columnType('xid8').defaultRaw('pg_current_xact_id()').lazy().hidden();
