import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { requireBuild } from '../support/production-build.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

requireBuild();

const SITE = 'https://residences.example.ae';
const LANGUAGES = ['en', 'ar', 'ru', 'zh'] as const;
const prefixOf = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

let t: TestApp;
/** The page cache off: every request renders, so concurrent renders really overlap. */
let uncached: FastifyInstance;
/** The page cache on, as in production. */
let cached: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PUBLIC_URL: SITE } });
  uncached = await buildApp({ orm: t.orm, env: { ...t.env, PAGE_CACHE: false }, web: 'production', logger: false });
  cached = await buildApp({ orm: t.orm, env: t.env, web: 'production', logger: false });
}, 120_000);

afterAll(async () => {
  await uncached?.close();
  await cached?.close();
  await t?.close();
});

function htmlAttributes(html: string): { lang?: string; dir?: string } {
  const tag = /<html[^>]*>/.exec(html)?.[0] ?? '';
  return { lang: /\slang="([^"]+)"/.exec(tag)?.[1], dir: /\sdir="([^"]+)"/.exec(tag)?.[1] };
}

function linkHref(html: string, attributes: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g))
    if (attributes.split(' ').every((attribute) => tag.includes(attribute))) return /href="([^"]+)"/.exec(tag)?.[1];
  return undefined;
}

describe('pages in each language', () => {
  it('render /ar/ and / concurrently, each in its own language and direction', async () => {
    const paths = Array.from({ length: 12 }, (_, index) => (index % 2 ? '/ar/' : '/'));
    const responses = await Promise.all(paths.map((url) => uncached.inject(url)));
    responses.forEach((response, index) => {
      expect(response.statusCode).toBe(200);
      const arabic = paths[index] === '/ar/';
      expect(htmlAttributes(response.body)).toEqual(arabic ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' });
      // The chrome's words follow the page, never the request rendered beside it.
      expect(response.body.includes('الانتقال إلى المحتوى')).toBe(arabic);
      expect(response.body.includes('Skip to content')).toBe(!arabic);
    });
  });

  it('gives /about a canonical of its own in every language, hreflang alternates with x-default and og:locale', async () => {
    const ogLocale = { en: 'en_GB', ar: 'ar_AE', ru: 'ru_RU', zh: 'zh_CN' };
    for (const locale of LANGUAGES) {
      const response = await cached.inject(`${prefixOf(locale)}/about`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(htmlAttributes(html).lang).toBe(locale);
      expect(linkHref(html, 'rel="canonical"')).toBe(`${SITE}${prefixOf(locale)}/about`);
      for (const other of LANGUAGES)
        expect(linkHref(html, `rel="alternate" hrefLang="${other}"`)).toBe(`${SITE}${prefixOf(other)}/about`);
      expect(linkHref(html, 'rel="alternate" hrefLang="x-default"')).toBe(`${SITE}/about`);
      expect(html).toMatch(new RegExp(`<meta property="og:locale" content="${ogLocale[locale]}"`));
    }
  });

  it("preloads the fonts of each language's first screen: the Latin faces everywhere, and its own script's", async () => {
    const fontPreloads = (html: string) =>
      [...html.matchAll(/<link\b[^>]*as="font"[^>]*>/g)].map(
        ([tag]) => /href="\/assets\/([\w-]+?)-[\w-]{8}\.woff2"/.exec(tag)?.[1],
      );
    const latin = ['cormorant-garamond-latin-wght-normal', 'jost-latin-wght-normal'];
    const expected = {
      en: latin,
      ar: [...latin, 'amiri-arabic-core-400-normal', 'tajawal-arabic-400-normal', 'tajawal-arabic-500-normal'],
      ru: [...latin, 'cormorant-garamond-cyrillic-wght-normal', 'jost-cyrillic-wght-normal'],
      zh: latin,
    };
    for (const locale of LANGUAGES) {
      const response = await cached.inject(`${prefixOf(locale)}/properties`);
      expect(response.statusCode).toBe(200);
      expect(fontPreloads(response.body), locale).toEqual(expected[locale]);
    }
  });

  it('keeps the language on the links of the chrome', async () => {
    const html = (await cached.inject('/ru/about')).body;
    for (const href of ['/ru/', '/ru/#contact', '/ru/neighbourhood', '/ru/valuations', '/ru/privacy-policy'])
      expect(html).toContain(`href="${href}"`);
    // English addresses only in the language switcher's link to the English page.
    expect(html).not.toContain('href="/neighbourhood"');
    expect(html).not.toContain('href="/#contact"');
  });

  it('caches each language under its own path', async () => {
    const english = await cached.inject('/about');
    const arabic = await cached.inject('/ar/about');
    const arabicAgain = await cached.inject('/ar/about');
    expect(arabicAgain.headers['x-page-cache']).toBe('hit');
    expect(htmlAttributes(arabicAgain.body).lang).toBe('ar');
    expect(arabic.headers.etag).not.toBe(english.headers.etag);
    expect(htmlAttributes((await cached.inject('/about')).body).lang).toBe('en');
  });

  it('answers an unknown Arabic path with the Arabic 404 page', async () => {
    const response = await cached.inject('/ar/nonexistent');
    expect(response.statusCode).toBe(404);
    expect(htmlAttributes(response.body)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(response.body).toContain('الصفحة غير موجودة');
  });

  it('keeps the staff console English only, at its one address', async () => {
    expect((await cached.inject('/ar/admin')).statusCode).toBe(404);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every page in every language, each with its alternates and x-default', async () => {
    const body = (await cached.inject('/sitemap.xml')).body;
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const locale of LANGUAGES) {
      expect(locs).toContain(`${SITE}${prefixOf(locale)}/about`);
      expect(locs).toContain(`${SITE}${locale === 'en' ? '/' : `/${locale}/`}`);
    }
    const aboutInRussian = body.split('\n').find((line) => line.includes(`<loc>${SITE}/ru/about</loc>`)) ?? '';
    for (const locale of LANGUAGES)
      expect(aboutInRussian).toContain(`hreflang="${locale}" href="${SITE}${prefixOf(locale)}/about"`);
    expect(aboutInRussian).toContain(`hreflang="x-default" href="${SITE}/about"`);
  });
});
