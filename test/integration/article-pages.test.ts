import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import type { AppInput } from '../support/app-client.ts';
import { requireBuild } from '../support/production-build.ts';
import { staffAccount } from '../support/staff-accounts.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

/** An article page as the server renders it from the database: its hreflang links, its JSON-LD, its old address. */

requireBuild();

let t: TestApp;
let site: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PUBLIC_URL: 'https://residences.example.ae' } });
  site = await buildApp({ orm: t.orm, env: t.env, web: 'production', logger: false, jobWorker: false });
  const staffId = (await t.orm.em.fork().findOneOrFail(UserSchema, { username: TEST_ADMIN.username })).id;
  const editor = t.caller({ id: staffId, username: 'editor', role: 'editor' });
  const article: AppInput['articles']['create'] = {
    slug: 'first-address',
    category: 'Wellness',
    author: 'layla-haddad',
    imageUrl: '/media/amenities/spa.webp',
    title: 'Morning light at the spa',
    excerpt: 'How the spa is lit, hour by hour, for the calm the residents ask for.',
    imageAlt: 'The spa in the morning',
    body: '<p>Light matters.</p>',
    translations: { ru: { title: 'Утренний свет в спа', excerpt: 'Как освещён спа.', body: '<p>Свет важен.</p>' } },
    publication: { status: 'published' },
  };
  const created = await editor.articles.create(article);
  await editor.articles.update({ id: created.id, data: { ...article, slug: 'morning-light', publication: undefined } });
}, 120_000);

afterAll(async () => {
  await site?.close();
  await t?.close();
});

async function load(url: string, cookie?: string) {
  const response = await site.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { response, document: new JSDOM(response.body).window.document };
}

describe('an article page', () => {
  it('links only the languages it is written in and describes itself as a BlogPosting', async () => {
    const { response, document } = await load('/ru/blog/morning-light');
    expect(response.statusCode).toBe(200);
    expect(document.querySelector('h1')?.textContent).toBe('Утренний свет в спа');
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', 'https://residences.example.ae/blog/morning-light'],
      ['ru', 'https://residences.example.ae/ru/blog/morning-light'],
      ['x-default', 'https://residences.example.ae/blog/morning-light'],
    ]);
    const postings = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>)
      .filter((data) => data['@type'] === 'BlogPosting');
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      headline: 'Утренний свет в спа',
      inLanguage: 'ru',
      image: 'https://residences.example.ae/media/amenities/spa.webp',
      author: { '@type': 'Person', name: 'Layla Haddad' },
    });
    expect(postings[0]?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(String(postings[0]?.dateModified))).not.toBeNaN();
  });

  it('sends its old address on to the new one for good', async () => {
    const { response } = await load('/blog/first-address');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toMatch(/\/blog\/morning-light$/);
  });
});

describe("a draft's preview", () => {
  it('shows an editor the unpublished article as its page will look, never indexed nor kept by a cache', async () => {
    const editor = await staffAccount(t, 'preview-editor', 'editor');
    const agent = await staffAccount(t, 'preview-agent', 'agent');
    const draft = await editor.client.trpc.articles.create.mutate({
      slug: 'still-a-draft',
      category: 'Wellness',
      author: 'layla-haddad',
      imageUrl: '/media/amenities/spa.webp',
      title: 'A draft about the pools',
      excerpt: 'Not out yet.',
      imageAlt: 'The pool',
      body: '<p>Work in progress.</p>',
      translations: { ar: { title: 'مسودة عن المسابح', excerpt: 'لم تُنشر بعد.', body: '<p>قيد الكتابة.</p>' } },
    });
    const address = `/ar/preview/articles/${draft.id}`;

    const { response, document } = await load(address, editor.cookie);
    expect(response.statusCode).toBe(200);
    expect(document.querySelector('h1')?.textContent).toBe('مسودة عن المسابح');
    expect(document.querySelector('[data-testid="preview-banner"]')).not.toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-store');

    // Not out: its public address is not found, and nobody but an editor sees the preview.
    expect((await load('/blog/still-a-draft')).response.statusCode).toBe(404);
    for (const cookie of [undefined, agent.cookie]) {
      const refused = await load(address, cookie);
      expect(refused.response.statusCode).toBe(404);
      expect(refused.response.headers['cache-control']).toBe('no-store');
      expect(refused.response.body).not.toContain('مسودة عن المسابح');
    }
  });
});
