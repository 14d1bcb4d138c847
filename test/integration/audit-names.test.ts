import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../src/server/audit/audit-entry.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import type { AuditEventView } from '../../src/shared/audit/schemas.ts';
import { storedAgent } from '../support/agents.ts';
import { staffAccount } from '../support/staff-accounts.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: ReturnType<TestApp['caller']>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const admin = await t.orm.em.fork().findOneOrFail(UserSchema, { username: TEST_ADMIN.username });
  owner = t.caller({ id: admin.id, username: admin.username });
});
afterAll(() => t.close());

/** The console's page of events about `subject`, newest first. */
async function eventsAbout(subject: string): Promise<AuditEventView[]> {
  const page = await owner.audit.list({ subject, limit: 200 });
  return page.items.filter((event) => event.subject === subject);
}

describe('the audit trail names what its events are about (issue #40)', () => {
  it('reads an account by its username, a residence by its title and an agent by its name', async () => {
    const alice = await staffAccount(t, 'names.alice', 'agent');
    const agentId = await storedAgent(t, 'Layla Haddad');
    await owner.users.linkAgent({ userId: alice.user.id, agentId });
    const [listing] = await owner.properties.staffList();
    await owner.properties.update({ id: listing!.id, data: { status: 'Withdrawn' } });

    const aboutAlice = await eventsAbout(`user ${alice.user.id}`);
    expect(aboutAlice.map((event) => event.action)).toEqual(['account.agent_linked', 'auth.sign_in']);
    for (const event of aboutAlice) expect(event.subjectName).toEqual({ name: 'names.alice', deleted: false });
    expect(aboutAlice[0]!.detailNames).toEqual({ agent: 'Layla Haddad' });
    // Searched by the username, the events about the account are found though they hold its id.
    const searched = await owner.audit.list({ subject: 'names.ALICE', limit: 200 });
    expect(searched.items.map((event) => event.subject)).toEqual(aboutAlice.map((event) => event.subject));

    const [withdrawn] = await eventsAbout(`listing ${listing!.id}`);
    expect(withdrawn).toMatchObject({
      action: 'listing.withdrawn',
      subjectName: { name: listing!.title, deleted: false },
    });

    // The portal's events name a listing by its reference.
    await t.orm.em.fork().nativeUpdate(PropertySchema, { id: listing!.id }, { reference: 'SSR-NAMES-1' });
    await t.services.audit.record(t.orm.em.fork(), SYSTEM_ACTOR, {
      action: 'portal.taken_down',
      subject: 'listing SSR-NAMES-1',
    });
    const [takenDown] = await eventsAbout('listing SSR-NAMES-1');
    expect(takenDown!.subjectName).toEqual({ name: listing!.title, deleted: false });
  });

  it('keeps the id of a record that is gone, with the username an account acted under', async () => {
    const bob = await staffAccount(t, 'names.bob', 'editor');
    const carol = await t.services.auth.createUser(t.orm.em.fork(), 'names.carol', 'names-carol-password', {
      role: 'editor',
    });
    await owner.users.linkAgent({ userId: carol.id, agentId: null });
    await t.orm.em.fork().nativeDelete(UserSchema, { id: { $in: [bob.user.id, carol.id] } });

    // Bob signed in, so the trail itself remembers his username; Carol never acted.
    const [bobSignIn] = await eventsAbout(`user ${bob.user.id}`);
    expect(bobSignIn).toMatchObject({ action: 'auth.sign_in', subjectName: { name: 'names.bob', deleted: true } });
    const [carolLinked] = await eventsAbout(`user ${carol.id}`);
    expect(carolLinked!.subjectName).toEqual({ name: null, deleted: true });

    const em = t.orm.em.fork();
    const residence = em.create(PropertySchema, {
      title: 'Sky Villa of the trail',
      type: 'Penthouse',
      description: 'A residence on the Palm.',
      price: '0',
      bedrooms: 4,
      bathrooms: '5',
      area: '6,000 sq ft',
      imageUrl: '/media/placeholder.webp',
      status: 'Withdrawn',
    });
    await em.flush();
    await owner.properties.delete({ id: residence.id });
    const [deleted] = await eventsAbout(`listing ${residence.id}`);
    expect(deleted).toMatchObject({ action: 'listing.deleted', subjectName: { name: null, deleted: true } });
  });
});
