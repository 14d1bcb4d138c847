import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventSchema } from '../../src/server/audit/audit-event.entity.ts';
import { SHELL_ACTOR_NAME } from '../../src/server/audit/shell-audit.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const run = promisify(execFile);
let t: TestApp;
/**
 * Each command is a Node process that compiles the app's TypeScript as it loads: about 2 s of CPU,
 * and 8-10 s on a machine busy with the suites running beside these. Three of them outlast the
 * suite's 30 s; this gives each its own 60 s, so a slow machine makes the test slow, not wrong.
 */
const SHELL_TIMEOUT = 60_000;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** Runs one of the `npm run user:*` commands against this test's database. */
function shell(script: string, args: string[], password?: string) {
  return run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl, USER_PASSWORD: password ?? '', LOG_LEVEL: 'silent' },
    timeout: SHELL_TIMEOUT,
  });
}

describe('staff accounts changed from the shell', () => {
  it(
    'are recorded in the audit trail, named as the command line, with no password in it',
    async () => {
      const password = 'a shell-made staff password';
      await shell('src/server/auth/cli.ts', ['create', 'shell-made', '--role', 'manager'], password);
      const user = await t.orm.em.fork().findOneOrFail(UserSchema, { username: 'shell-made' });
      expect(user.role).toBe('manager');
      await shell('src/server/auth/cli.ts', ['password', 'shell-made'], `${password} changed`);
      await shell('src/server/auth/two-factor/cli.ts', ['shell-made']);

      const events = await t.orm.em
        .fork()
        .find(AuditEventSchema, { subject: `user ${user.id}` }, { orderBy: { id: 'asc' } });
      expect(events.map((event) => event.action)).toEqual([
        'account.created',
        'account.password_reset',
        'account.two_factor_reset',
      ]);
      for (const event of events) {
        expect(event).toMatchObject({ actorUserId: null, actorUsername: SHELL_ACTOR_NAME, clientAddress: null });
        expect(JSON.stringify(event)).not.toContain(password);
      }
      expect(events[0]!.details).toEqual({ username: 'shell-made', role: 'manager' });
    },
    3 * SHELL_TIMEOUT,
  );

  it(
    'changes nothing, and records nothing, for an account that does not exist',
    async () => {
      const before = await t.orm.em.fork().count(AuditEventSchema, {});
      await expect(
        shell('src/server/auth/cli.ts', ['password', 'nobody-here'], 'a long enough new password'),
      ).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/No user named nobody-here/) });
      expect(await t.orm.em.fork().count(AuditEventSchema, {})).toBe(before);
    },
    SHELL_TIMEOUT,
  );
});
