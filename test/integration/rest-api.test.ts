import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { restRoutes } from '../../src/server/rest/rest-routes.ts';
import { contactInquiry, newAgent, newProperty } from '../fixtures/payloads.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cookie = await t.signIn();
});
afterAll(() => t.close());

describe('public reads', () => {
  it('lists the seeded properties with the public shape and a 30 s cache', async () => {
    const response = await t.app.inject('/api/six-senses-properties');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=600');
    const properties = json<Array<Record<string, unknown>>>(response);
    expect(properties.length).toBeGreaterThanOrEqual(15);
    const penthouse = properties.find((p) => p.type === 'Penthouse');
    expect(penthouse).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      price: expect.stringMatching(/^\d+$/),
    });
    expect(properties.some((p) => p.id === 135)).toBe(true);
  });

  it('answers GET /api/properties with the same list the admin counts', async () => {
    const [a, b] = await Promise.all([t.app.inject('/api/properties'), t.app.inject('/api/six-senses-properties')]);
    expect(json<unknown[]>(a).length).toBe(json<unknown[]>(b).length);
  });

  it('gives the featured property in the documented shape', async () => {
    const featured = json<Record<string, unknown>>(await t.app.inject('/api/properties/featured'));
    // The documented fields, the optional title and description in the site's other languages, and
    // (added by issue #46) every translation staff wrote.
    const otherLanguages = [
      'titleAr',
      'descriptionAr',
      'titleRu',
      'descriptionRu',
      'titleZh',
      'descriptionZh',
      'translations',
    ];
    expect(Object.keys(featured).sort()).toEqual(
      ['area', 'bathrooms', 'bedrooms', 'description', 'id', 'imageUrl', 'price', 'title', ...otherLanguages].sort(),
    );
    expect(typeof featured.bedrooms).toBe('number');
  });

  it('reads one property by id and 404s unknown or malformed ids', async () => {
    const found = await t.app.inject('/api/properties/135');
    expect(found.statusCode).toBe(200);
    expect(json<{ id: number; agent: unknown }>(found)).toMatchObject({ id: 135 });
    const missing = await t.app.inject('/api/properties/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ message: 'Property not found' });
    expect((await t.app.inject('/api/properties/abc')).statusCode).toBe(400);
  });

  it('serves amenities, gallery, testimonials and agents as arrays', async () => {
    const amenities = json<Array<Record<string, unknown>>>(await t.app.inject('/api/amenities'));
    expect(amenities[0]).toMatchObject({
      id: expect.any(Number),
      icon: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
    });
    const gallery = json<Array<{ category: string }>>(await t.app.inject('/api/gallery'));
    expect(gallery).toHaveLength(18);
    expect(json<unknown[]>(await t.app.inject('/api/testimonials')).length).toBeGreaterThan(0);
    const agents = json<unknown[]>(await t.app.inject({ url: '/api/agents', headers: { 'x-admin-access': 'true' } }));
    expect(agents).toHaveLength(3);
  });

  it('serves the simplified market listings from both portals', async () => {
    const response = await t.app.inject('/api/market-listings-simplified');
    expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=300, stale-while-revalidate=600');
    const { properties } = json<{ properties: Array<{ source: string; type: string; propertyUrl: string }> }>(response);
    expect(properties.length).toBeGreaterThanOrEqual(30);
    expect(new Set(properties.map((p) => p.source))).toEqual(new Set(['PropertyFinder.ae', 'Bayut']));
    expect(properties.every((p) => ['Apartment', 'Penthouse', 'Villa'].includes(p.type))).toBe(true);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(json<{ message: string }>(response).message).toMatch(/No API route/);
  });
});

describe('guarded calls', () => {
  const guarded: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }> = [
    { method: 'POST', url: '/api/properties', payload: newProperty },
    { method: 'PATCH', url: '/api/properties/135', payload: { title: 'Hacked' } },
    { method: 'DELETE', url: '/api/properties/135' },
    { method: 'POST', url: '/api/agents', payload: newAgent },
    { method: 'PATCH', url: '/api/agents/1', payload: { name: 'Hacked' } },
    { method: 'DELETE', url: '/api/agents/1' },
    { method: 'GET', url: '/api/inquiries' },
  ];

  for (const call of guarded) {
    it(`${call.method} ${call.url} is 401 without a session, even with x-admin-access: true`, async () => {
      for (const headers of [{}, { 'x-admin-access': 'true' }]) {
        const response = await t.app.inject({ ...call, headers });
        expect(response.statusCode).toBe(401);
        expect(json(response)).toMatchObject({ message: 'Sign in to continue' });
      }
    });
  }

  it('changed nothing while refusing', async () => {
    const property = json<{ title: string }>(await t.app.inject('/api/properties/135'));
    expect(property.title).not.toBe('Hacked');
  });
});

describe('property writes', () => {
  it('creates, reads, patches and deletes a property, keeping one featured', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: { ...newProperty, featured: true },
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    const property = json<{ id: number; price: string; area: string; bathrooms: string; featured: boolean }>(created);
    expect(property).toMatchObject({ price: '18500000', area: '4250', bathrooms: '4', featured: true });

    const featured = json<{ id: number }>(await t.app.inject('/api/properties/featured'));
    expect(featured.id).toBe(property.id);
    const all = json<Array<{ featured: boolean }>>(await t.app.inject('/api/properties'));
    expect(all.filter((p) => p.featured)).toHaveLength(1);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${property.id}`,
      payload: { price: '21000000' },
      headers: { cookie },
    });
    expect(patched.statusCode).toBe(200);
    expect(json(patched)).toMatchObject({ price: '21000000', featured: true, title: newProperty.title });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${property.id}`,
      headers: { cookie },
    });
    expect(json(deleted)).toEqual({ success: true, id: property.id });
    expect((await t.app.inject(`/api/properties/${property.id}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/properties/${property.id}`, headers: { cookie } })).statusCode,
    ).toBe(404);
  });

  it('rejects an invalid property with per-field messages and stores nothing', async () => {
    const before = json<unknown[]>(await t.app.inject('/api/properties')).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: { ...newProperty, title: '', imageUrl: 'not a url', price: 'lots' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ message: string; errors: Record<string, string[]> }>(response);
    expect(body.errors.imageUrl).toEqual(['Please enter a valid image URL']);
    expect(body.errors.title).toEqual(['Title is required']);
    expect(body.errors.price).toEqual(['Price must be a number']);
    expect(json<unknown[]>(await t.app.inject('/api/properties')).length).toBe(before);
  });

  it('serves a staff-written HTML description only after sanitising it', async () => {
    const description =
      '<p onclick="steal()">Sea <strong>views</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a>';
    const created = json<{ id: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        payload: { ...newProperty, description },
        headers: { cookie },
      }),
    );
    const served = json<{ description: string }>(await t.app.inject(`/api/properties/${created.id}`));
    expect(served.description).toContain('<p>Sea <strong>views</strong></p>');
    expect(served.description).not.toMatch(/script|onclick|javascript:/i);
    await t.app.inject({ method: 'DELETE', url: `/api/properties/${created.id}`, headers: { cookie } });
  });

  it('applies the spec defaults on create', async () => {
    const { title, description, imageUrl } = newProperty;
    const created = json<Record<string, unknown>>(
      await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        payload: { title, description, imageUrl },
        headers: { cookie },
      }),
    );
    expect(created).toMatchObject({
      type: 'Apartment',
      price: '0',
      bedrooms: 0,
      bathrooms: '0',
      area: '0',
      status: 'Available',
      featured: false,
    });
  });
});

describe('property relations and cleared fields', () => {
  it("carries the agent's card, clears a blanked optional field and drops the agent on request", async () => {
    const agent = json<{ id: number; name: string }>(await t.app.inject('/api/agents/1'));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: { ...newProperty, agentId: agent.id, location: 'Frond K' },
      headers: { cookie },
    });
    const property = json<{ id: number; agentId: number; agent: { name: string }; location: string }>(created);
    expect(property).toMatchObject({ agentId: agent.id, agent: { name: agent.name }, location: 'Frond K' });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${property.id}`,
      payload: { location: '', agentId: null },
      headers: { cookie },
    });
    expect(json(patched)).toMatchObject({ location: null, agentId: null, agent: null, title: newProperty.title });
    const reread = json<Array<{ id: number; agent: unknown }>>(await t.app.inject('/api/properties'));
    expect(reread.find((p) => p.id === property.id)).toMatchObject({ agent: null });
    await t.app.inject({ method: 'DELETE', url: `/api/properties/${property.id}`, headers: { cookie } });
  });
});

describe('agent writes', () => {
  it('creates an agent ignoring blank tags, patches it and deletes it', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/agents', payload: newAgent, headers: { cookie } });
    expect(created.statusCode).toBe(201);
    const agent = json<{ id: number; languages: string[] }>(created);
    expect(agent.languages).toEqual(['English', 'Arabic']);
    const patched = json<{ title: string; featured: boolean }>(
      await t.app.inject({
        method: 'PATCH',
        url: `/api/agents/${agent.id}`,
        payload: { title: 'Director' },
        headers: { cookie },
      }),
    );
    expect(patched).toMatchObject({ title: 'Director', featured: true });
    expect(json(await t.app.inject(`/api/agents/${agent.id}`))).toMatchObject({ name: newAgent.name });
    expect(json(await t.app.inject({ method: 'DELETE', url: `/api/agents/${agent.id}`, headers: { cookie } }))).toEqual(
      { success: true, id: agent.id },
    );
    expect((await t.app.inject(`/api/agents/${agent.id}`)).statusCode).toBe(404);
  });

  it('reports every agent-form message of the spec', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      payload: { name: 'A', title: 'B', email: 'nope', phone: '123', photoUrl: 'photo', bio: '' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      name: ['Name must be at least 2 characters'],
      title: ['Title must be at least 2 characters'],
      email: ['Invalid email address'],
      phone: ['Phone number must be at least 5 characters'],
      photoUrl: ['Photo must be a valid URL'],
      bio: ['Bio is required'],
    });
  });
});

describe('typed route inputs', () => {
  it('declares exactly the staff routes, which refuse an anonymous caller before reading the input', async () => {
    const staff = restRoutes.filter((route) => route.staff).map((route) => `${route.method} ${route.url}`);
    expect(staff.sort()).toEqual(
      [
        'POST /properties',
        'PATCH /properties/:id',
        'DELETE /properties/:id',
        'POST /agents',
        'PATCH /agents/:id',
        'DELETE /agents/:id',
        'GET /inquiries',
        'GET /inquiries/export.csv',
        'DELETE /uploads/:month/:id',
        'GET /viewings',
        'GET /leads/changes',
        'GET /viewings/changes',
        'GET /api-keys',
        'POST /api-keys',
        'DELETE /api-keys/:id',
        'GET /deals',
        'GET /deals/:id',
        'POST /deals',
        'PATCH /deals/:id',
        'POST /deals/:id/payments',
      ].sort(),
    );
    for (const route of restRoutes.filter((r) => r.staff)) {
      const url = `/api${route.url.replace(':id', 'abc')}${route.method === 'GET' ? '?kind=bogus' : ''}`;
      const response = await t.app.inject({
        method: route.method,
        url,
        payload: route.method === 'GET' ? undefined : [],
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(401);
      expect(json(response)).toMatchObject({ message: 'Sign in to continue' });
    }
  });

  it('answers a non-numeric id with 400 and a field message on every :id route', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/properties/abc', '/api/agents/1.5', '/api/agents/-3']) {
        const response = await t.app.inject({
          method,
          url,
          payload: method === 'PATCH' ? { title: 'Still here' } : undefined,
          headers: { cookie },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(json(response)).toMatchObject({ message: 'Invalid id', errors: { id: ['Invalid id'] } });
      }
    }
  });

  it('names the invalid fields of a PATCH as the body sent them and changes nothing', async () => {
    const before = json<{ title: string; price: string }>(await t.app.inject('/api/properties/135'));
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/properties/135',
      payload: { title: '', price: 'lots' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      message: 'Title is required',
      errors: { title: ['Title is required'], price: ['Price must be a number'] },
    });
    expect(json(await t.app.inject('/api/properties/135'))).toMatchObject(before);
  });

  it('refuses a body that is not a JSON object instead of reading it as empty', async () => {
    const leads = await t.orm.em.fork().count(InquirySchema, {});
    for (const payload of [JSON.stringify([contactInquiry]), '"Amelia Hart"', '42']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string[]> }>(response).errors).toHaveProperty('_form');
    }
    expect(await t.orm.em.fork().count(InquirySchema, {})).toBe(leads);

    const agent = json<{ name: string }>(await t.app.inject('/api/agents/1'));
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/agents/1',
      payload: [{ name: 'Hacked' }],
      headers: { cookie },
    });
    expect(patched.statusCode).toBe(400);
    expect(json(await t.app.inject('/api/agents/1'))).toMatchObject({ name: agent.name });
  });

  it('tells the payload kind from its fields and validates it as that kind', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { ...contactInquiry, email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      message: 'Invalid email address',
      errors: { email: ['Invalid email address'] },
    });
  });

  it('validates the filters of the CSV export', async () => {
    const response = await t.app.inject({
      url: '/api/inquiries/export.csv?kind=bogus&from=yesterday',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(response).errors).sort()).toEqual(['from', 'kind']);
  });
});

describe('limits and errors', () => {
  it('refuses an oversized body with 413 and stores nothing', async () => {
    const before = await t.orm.em.fork().count(InquirySchema, {});
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        firstName: 'Big',
        lastName: 'Body',
        email: 'big@example.com',
        phone: '1234567',
        message: 'x'.repeat(400_000),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toMatchObject({ message: 'Request body is too large' });
    expect(await t.orm.em.fork().count(InquirySchema, {})).toBe(before);
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBeTruthy();
  });

  it('sets the security headers on every response', async () => {
    const response = await t.app.inject('/api/amenities');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('reports health while the database answers', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok' });
  });
});
