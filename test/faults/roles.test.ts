import { describe, expect, it } from 'vitest';
import { ADMIN, faultScenario, report, startApp, type FaultApp, type FaultDatabase } from '../support/fault-harness.ts';

/**
 * Issue #29's first finding, replayed against the built app: a staff account linked to an agent
 * read every other agent's leads with full personal data, exported all leads, ran personal-data
 * search, changed settings, re-linked the admin account and created staff; no account could be
 * disabled. Now the agent reads its own leads only and is refused the rest, and an owner disables it.
 */

const PORT = 3611;
const PG_PORT = 24611;

let database: FaultDatabase;
let app: FaultApp;

faultScenario(PG_PORT, async (started) => {
  database = started;
  app = await startApp(PORT, database, { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' });
});

const json = { 'content-type': 'application/json' };

async function signIn(username: string, password: string): Promise<string> {
  const response = await fetch(`${app.url}/trpc/auth.login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  });
  expect(response.status, `sign-in of ${username}`).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

function call(cookie: string, path: string, input: unknown, method: 'GET' | 'POST' = 'POST') {
  return method === 'GET'
    ? fetch(`${app.url}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { cookie } })
    : fetch(`${app.url}/trpc/${path}`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify(input) });
}

async function data<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

async function sendLead(lastName: string): Promise<number> {
  const response = await fetch(`${app.url}/api/inquiries`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Victim', lastName, email: `${lastName}@example.com`, phone: '+971501112233' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe('an agent account against other agents’ leads and the owner’s tools', () => {
  it('reads its own leads only, is refused the rest, and is shut out when an owner disables it', async () => {
    const owner = await signIn(ADMIN.username, ADMIN.password);
    const [first, second] = await data<Array<{ id: number }>>(await call(owner, 'agents.list', undefined, 'GET'));
    const mine = await sendLead('mine');
    const theirs = await sendLead('theirs');
    await data(await call(owner, 'inquiries.assign', { id: mine, agentId: first!.id }));
    await data(await call(owner, 'inquiries.assign', { id: theirs, agentId: second!.id }));
    const account = { username: 'linked.agent', password: 'linked-agent-password' };
    const created = await data<{ id: number }>(
      await call(owner, 'auth.createUser', {
        ...account,
        role: 'agent',
        agentId: first!.id,
        currentPassword: ADMIN.password,
      }),
    );
    const agent = await signIn(account.username, account.password);

    const listed = (await (await fetch(`${app.url}/api/inquiries`, { headers: { cookie: agent } })).json()) as Array<{
      id: number;
      assignedAgentId: number | null;
    }>;
    const othersListed = listed.filter((lead) => lead.assignedAgentId !== first!.id).length;
    const theirsById = (await call(agent, 'inquiries.byId', { id: theirs }, 'GET')).status;
    const refused = {
      exportCsv: (await fetch(`${app.url}/api/inquiries/export.csv`, { headers: { cookie: agent } })).status,
      privacyFind: (await call(agent, 'privacy.find', { phone: '+971501112233' }, 'GET')).status,
      settingsUpdate: (await call(agent, 'settings.update', { leadReminderMinutes: 5 })).status,
      relinkAdmin: (await call(agent, 'users.linkAgent', { userId: 1, agentId: second!.id })).status,
      createUser: (
        await call(agent, 'auth.createUser', {
          username: 'rogue.owner',
          password: 'rogue-owner-password',
          role: 'owner',
          currentPassword: account.password,
        })
      ).status,
    };
    const disabled = await data<{ disabledAt: string | null }>(
      await call(owner, 'users.disable', { userId: created.id, currentPassword: ADMIN.password }),
    );
    const afterDisable = (await call(agent, 'dashboard.summary', undefined, 'GET')).status;
    const signInAgain = (
      await fetch(`${app.url}/trpc/auth.login`, { method: 'POST', headers: json, body: JSON.stringify(account) })
    ).status;

    report('roles: agent account', {
      listed: listed.length,
      othersListed,
      theirsById,
      refused,
      afterDisable,
      signInAgain,
    });
    expect(listed.map((lead) => lead.id)).toContain(mine);
    expect(othersListed).toBe(0);
    expect(theirsById).toBe(404);
    expect(refused).toEqual({
      exportCsv: 403,
      privacyFind: 403,
      settingsUpdate: 403,
      relinkAdmin: 403,
      createUser: 403,
    });
    expect(disabled.disabledAt).not.toBeNull();
    expect(afterDisable).toBe(401);
    expect(signInAgain).toBe(401);
    const rogue = await database.query<{ count: string }>(`select count(*) from users where username = 'rogue.owner'`);
    expect(Number(rogue[0]?.count)).toBe(0);
  });
});
