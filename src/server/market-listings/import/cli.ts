/**
 * `npm run listings:import -- FILE`: imports a Property Finder or Bayut XML feed into the market
 * listings. Uses DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR.
 */
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/orm.ts';
import { parseEnv } from '../../env.ts';
import { notifyContentChanged } from '../../ssr/content-version.ts';
import { readFeedFile } from './feed-file.ts';
import { importListingFeedXml } from './import-listings.ts';
import { FeedError } from './parse-feed.ts';

const file = process.argv.slice(2).find((argument) => argument !== '--');
if (!file) {
  process.stderr.write('Usage: npm run listings:import -- FILE.xml\n');
  process.exit(2);
}

const xml = await readFeedFile(file).catch((error: unknown) => {
  process.stderr.write(
    `Import failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

const database = await openDatabase(parseEnv(), 'owner');
let failed = false;
try {
  await migrate(database.orm, database.appRole);
  const summary = await importListingFeedXml(database.orm.em.fork(), xml);
  // Running app instances drop their cached pages, which show the listings.
  await notifyContentChanged(database.orm);
  process.stdout.write(
    `${summary.source}: ${summary.created} new, ${summary.updated} updated, ${summary.offMarket} marked off-market.\n`,
  );
} catch (error) {
  process.stderr.write(
    `Import failed, nothing was changed: ${error instanceof FeedError ? error.message : String(error)}\n`,
  );
  failed = true;
} finally {
  await database.close();
}
// Explicit, so nothing the database layer does on close can turn a refusal into success.
process.exit(failed ? 1 : 0);
