/**
 * Staff accounts from the shell:
 *   npm run user:create -- <username>      (asks for the password, or reads USER_PASSWORD)
 *   npm run user:password -- <username>
 */
import { createInterface } from 'node:readline/promises';
import { passwordSchema, usernameSchema } from '../../shared/auth/schemas.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/orm.ts';
import { parseEnv } from '../env.ts';
import { AuthService } from './auth.service.ts';

async function readPassword(): Promise<string> {
  if (process.env.USER_PASSWORD) return process.env.USER_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await prompt.question('Password (10+ characters): ');
  } finally {
    prompt.close();
  }
}

const [command, rawUsername] = process.argv.slice(2);
if ((command !== 'create' && command !== 'password') || !rawUsername) {
  process.stderr.write('Usage: npm run user:create -- <username>  |  npm run user:password -- <username>\n');
  process.exit(2);
}
const username = usernameSchema.safeParse(rawUsername);
const password = passwordSchema.safeParse(await readPassword());
if (!username.success || !password.success) {
  const issues = [...(username.error?.issues ?? []), ...(password.error?.issues ?? [])];
  process.stderr.write(`${issues.map((issue) => issue.message).join('\n')}\n`);
  process.exit(2);
}

const env = parseEnv();
const database = await openDatabase(env);
try {
  await migrate(database.orm);
  const auth = new AuthService({ idleMinutes: env.SESSION_IDLE_MINUTES, secureCookies: false });
  const em = database.orm.em.fork();
  if (command === 'create') {
    await auth.createUser(em, username.data, password.data);
    process.stdout.write(`Created staff account ${username.data}.\n`);
  } else {
    await auth.setPassword(em, username.data, password.data);
    process.stdout.write(`Password changed for ${username.data}; their sessions were signed out.\n`);
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
