import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticleSchema } from '../../src/server/articles/article.entity.ts';
import { BLOG_POSTS } from '../../src/server/db/seeders/data/articles/blog-posts.ts';
import { ARTICLE_BODIES } from '../../src/server/db/seeders/data/articles/bodies/en.ts';
import { UserSchema } from '../../src/server/users/user.entity.ts';
import type { AppInput } from '../support/app-client.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let staffId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PUBLIC_URL: 'https://residences.example.ae' } });
  staffId = (await t.orm.em.fork().findOneOrFail(UserSchema, { username: TEST_ADMIN.username })).id;
});
afterAll(() => t.close());

const editor = () => t.caller({ id: staffId, username: 'editor', role: 'editor' });
const visitor = () => t.caller();

const draft = (slug: string): AppInput['articles']['create'] => ({
  slug,
  category: 'Investment',
  author: 'priya-menon',
  imageUrl: '/media/hero.webp',
  title: 'Service charges explained',
  excerpt: 'What an owner pays each year, and for what.',
  imageAlt: 'The residences at dusk',
  body: '<h2>Why</h2><p onclick="steal()">Owners ask <a href="javascript:alert(1)">often</a>.</p><script>alert(1)</script>',
  translations: { ru: { title: 'Сервисные сборы', body: '<p>Кратко<img src=x onerror=alert(1)></p>' } },
});

describe('the demo blog in the database', () => {
  it('lists the seven built-in posts newest first, each in the page language, with their bodies unchanged', async () => {
    const english = await visitor().articles.list({ locale: 'en' });
    expect(english.map((post) => post.slug)).toEqual(BLOG_POSTS.map((post) => post.slug));
    expect(english.map((post) => post.date)).toEqual(BLOG_POSTS.map((post) => post.date));
    const russian = await visitor().articles.list({ locale: 'ru' });
    expect(russian.map((post) => [post.lang, post.title])).toEqual(
      BLOG_POSTS.map((post) => ['ru', post.translations.ru.title]),
    );

    const full = BLOG_POSTS.find((post) => post.hasArticle);
    const page = await visitor().articles.page({ slug: full?.slug ?? '', locale: 'en' });
    expect(page.state === 'found' && page.article.body?.html).toBe(ARTICLE_BODIES[full?.slug ?? '']);
    expect(page.state === 'found' && page.article.languages).toEqual(['en', 'ar', 'ru', 'zh']);
  });
});

describe('writing an article', () => {
  it('saves sanitized HTML as a draft no visitor sees, then publishes it in the languages written', async () => {
    const created = await editor().articles.create(draft('service-charges-explained'));
    expect(created.status).toBe('draft');
    expect(created.body).toBe('<h2>Why</h2><p>Owners ask <a>often</a>.</p>');
    expect(created.translations.ru?.body).toBe('<p>Кратко</p>');
    await expect(visitor().articles.page({ slug: created.slug, locale: 'en' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await visitor().articles.list({ locale: 'en' })).map((post) => post.slug)).not.toContain(created.slug);

    const published = await editor().articles.update({
      id: created.id,
      data: { ...draft(created.slug), publication: { status: 'published' } },
    });
    expect(published.status).toBe('published');
    const page = await visitor().articles.page({ slug: created.slug, locale: 'ru' });
    expect(page).toMatchObject({
      state: 'found',
      article: { lang: 'ru', title: 'Сервисные сборы', languages: ['en', 'ru'] },
    });

    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    const entry = sitemap
      .split('\n')
      .find((line) => line.includes('<loc>https://residences.example.ae/blog/service-charges-explained<'));
    expect(entry?.match(/hreflang="([^"]+)"/g)).toEqual(['hreflang="en"', 'hreflang="ru"', 'hreflang="x-default"']);
    expect(sitemap).not.toContain('/ar/blog/service-charges-explained');

    await editor().articles.delete({ id: created.id });
  });

  it('keeps a renamed article at its old address too, and refuses an address another article has', async () => {
    const created = await editor().articles.create({ ...draft('old-address'), publication: { status: 'published' } });
    await editor().articles.update({ id: created.id, data: { ...draft('new-address') } });
    expect(await visitor().articles.page({ slug: 'old-address', locale: 'en' })).toEqual({
      state: 'moved',
      slug: 'new-address',
    });
    await expect(editor().articles.create(draft(BLOG_POSTS[0]?.slug ?? ''))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await editor().articles.delete({ id: created.id });
  });

  it('shows a scheduled article only once its moment has come', async () => {
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const created = await editor().articles.create({
      ...draft('coming-soon'),
      publication: { status: 'scheduled', publishAt: inAnHour },
    });
    expect(created).toMatchObject({ status: 'scheduled', publishAt: inAnHour });
    await expect(visitor().articles.page({ slug: 'coming-soon', locale: 'en' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await t.app.inject('/sitemap.xml')).body).not.toContain('/blog/coming-soon');

    // Its moment passes (moved back rather than waited for).
    await t.orm.em.fork().nativeUpdate(ArticleSchema, { id: created.id }, { publishAt: new Date(Date.now() - 1000) });
    expect(await visitor().articles.page({ slug: 'coming-soon', locale: 'en' })).toMatchObject({ state: 'found' });
    expect((await t.app.inject('/sitemap.xml')).body).toContain('/blog/coming-soon');
    await editor().articles.delete({ id: created.id });
  });

  it('refuses a scheduled moment in the past', async () => {
    await expect(
      editor().articles.create({
        ...draft('too-late'),
        publication: { status: 'scheduled', publishAt: '2020-01-01T09:00:00+04:00' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is refused to an agent, who edits no content', async () => {
    const agent = t.caller({ id: staffId, username: 'agent', role: 'agent', agentId: 1 });
    await expect(agent.articles.all()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(agent.articles.create(draft('agent-article'))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lists articles with a missing language on the Translations page', async () => {
    const created = await editor().articles.create(draft('half-translated'));
    const row = (await editor().translations.work()).find((work) => work.kind === 'article' && work.id === created.id);
    expect(row?.missing).toEqual({
      ar: ['title', 'excerpt', 'body', 'imageAlt'],
      ru: ['excerpt', 'imageAlt'],
      zh: ['title', 'excerpt', 'body', 'imageAlt'],
    });
    await editor().articles.delete({ id: created.id });
  });
});

describe('the schema', () => {
  it('matches the migration: a migration generated now changes nothing of the articles table', async () => {
    expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/"articles"/);
  });
});
