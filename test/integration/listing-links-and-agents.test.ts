import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { newProperty } from '../fixtures/payloads.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

/**
 * Penetration-test findings on what staff write and what visitors read: links on a listing, a
 * listing's agent, and the public view of the agents.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cookie = await t.signIn();
});
afterAll(() => t.close());

type Errors = { message: string; errors: Record<string, string[]> };

function postProperty(payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/properties',
    payload: { ...newProperty, ...payload },
    headers: { cookie },
  });
}

async function propertyCount(): Promise<number> {
  return t.orm.em.fork().count(PropertySchema, {});
}

describe('links on a listing', () => {
  const refused = [
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.example',
    '//evil.example',
    'ftp://files.example.com/plan.pdf',
  ];

  for (const field of ['virtualTourUrl', 'floorPlanUrl'] as const) {
    it(`refuses a ${field} that is not an http(s) link or a site path, naming the field, and stores nothing`, async () => {
      const before = await propertyCount();
      for (const value of refused) {
        const response = await postProperty({ [field]: value });
        expect(response.statusCode, value).toBe(400);
        expect(Object.keys(json<Errors>(response).errors), value).toEqual([field]);
        expect(json<Errors>(response).errors[field]![0]).toMatch(/http\(s\) link or a path on this site/);
      }
      expect(await propertyCount()).toBe(before);
    });
  }

  it('keeps https links and site paths, and a blank link stays empty', async () => {
    const response = await postProperty({
      virtualTourUrl: 'https://my.matterport.com/show/?m=abc123',
      floorPlanUrl: '/media/floor-plans/sky-2104.pdf',
    });
    expect(response.statusCode).toBe(201);
    const { id } = json<{ id: number }>(response);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${id}`,
      payload: { floorPlanUrl: '', virtualTourUrl: 'javascript:alert(1)' },
      headers: { cookie },
    });
    expect(patched.statusCode).toBe(400);
    const stored = await t.orm.em.fork().findOneOrFail(PropertySchema, { id });
    expect([stored.virtualTourUrl, stored.floorPlanUrl]).toEqual([
      'https://my.matterport.com/show/?m=abc123',
      '/media/floor-plans/sky-2104.pdf',
    ]);
  });

  it('stores a description without links that leave the site through a backslash, keeping ordinary ones', async () => {
    const response = await postProperty({
      description:
        '<p><a href="/\\evil.example">Brochure</a> <a href="\\\\evil.example">Plan</a> <a href="/properties/135">Similar</a></p>',
    });
    expect(response.statusCode).toBe(201);
    const stored = await t.orm.em.fork().findOneOrFail(PropertySchema, { id: json<{ id: number }>(response).id });
    expect(stored.description).toBe('<p><a>Brochure</a> <a>Plan</a> <a href="/properties/135">Similar</a></p>');
  });
});

describe('a listing’s agent', () => {
  for (const agentId of [999_999, 2_147_483_647, 99_999_999_999]) {
    it(`answers 400 on agentId, not 500, for an agent that does not exist (${agentId})`, async () => {
      const before = await propertyCount();
      const created = await postProperty({ agentId });
      expect(created.statusCode).toBe(400);
      expect(Object.keys(json<Errors>(created).errors)).toEqual(['agentId']);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: '/api/properties/135',
        payload: { agentId },
        headers: { cookie },
      });
      expect(patched.statusCode).toBe(400);
      expect(json<Errors>(patched).errors.agentId).toEqual(['Choose one of the agency’s agents']);
      expect(await propertyCount()).toBe(before);
    });
  }
});

describe('the public view of the agents', () => {
  const INTERNAL = ['takesLeads', 'away', 'createdAt', 'updatedAt'];

  it('shows visitors what they need and nothing about lead routing, on REST and tRPC alike', async () => {
    const list = json<Array<Record<string, unknown>>>(await t.app.inject('/api/agents'));
    expect(list.length).toBeGreaterThan(0);
    const one = json<Record<string, unknown>>(await t.app.inject(`/api/agents/${String(list[0]!.id)}`));
    const trpcList = json<{ result: { data: Array<Record<string, unknown>> } }>(await t.app.inject('/trpc/agents.list'))
      .result.data;
    for (const agent of [...list, one, ...trpcList]) {
      expect(Object.keys(agent).sort()).toEqual([
        'bio',
        'email',
        'featured',
        'id',
        'languages',
        'license',
        'name',
        'phone',
        'photoUrl',
        'specialties',
        'title',
        // What staff wrote in the other languages (issue #46): added for integrators, nothing removed.
        'translations',
      ]);
      for (const field of INTERNAL) expect(agent).not.toHaveProperty(field);
    }
    // Staff routes change the answer with a session, so a shared cache keeps the two apart.
    const response = await t.app.inject('/api/agents');
    expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
  });

  it('still gives staff the routing flags, through the console’s own procedures and REST with a session', async () => {
    const staffList = json<{ result: { data: Array<Record<string, unknown>> } }>(
      await t.app.inject({ url: '/trpc/agents.staffList', headers: { cookie } }),
    ).result.data;
    expect(staffList[0]).toMatchObject({ takesLeads: expect.any(Boolean), away: expect.any(Boolean) });
    const rest = await t.app.inject({ url: '/api/agents', headers: { cookie, 'x-admin-access': 'true' } });
    expect(json<Array<Record<string, unknown>>>(rest)[0]).toHaveProperty('takesLeads');
    expect(rest.headers['cache-control']).toBe('private, no-store');
    const anonymous = await t.app.inject('/trpc/agents.staffList');
    expect(anonymous.statusCode).toBe(401);
  });
});
