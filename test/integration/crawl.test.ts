import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { requireBuild } from '../support/production-build.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Crawls the public site from / through the server-rendered HTML of the production build: every
 * internal link must answer 200 (after redirects) and every image must load. Only what is linked is
 * visited, so pages others are still building are covered as soon as something links to them; nothing
 * is skipped. No browser is needed: the links and images are in the server's HTML.
 */

requireBuild();

const MAX_PAGES = 400;

let t: TestApp;
let site: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  site = await buildApp({ orm: t.orm, env: t.env, web: 'production', logger: false, jobWorker: false });
}, 120_000);

afterAll(async () => {
  await site?.close();
  await t?.close();
});

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

/** Internal page links (path only, no fragment) and image URLs of an HTML document. */
function extract(html: string, base: URL): { links: string[]; images: string[] } {
  const links = new Set<string>();
  const images = new Set<string>();
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
  for (const match of body.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    const href = decodeEntities(match[1] ?? '');
    if (!href || href.startsWith('#') || /^(?:mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== base.origin) continue;
    links.add(url.pathname + url.search);
  }
  for (const match of body.matchAll(/<img\b[^>]*>/g)) {
    const tag = match[0];
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && !src.startsWith('data:')) images.add(new URL(decodeEntities(src), base).pathname);
    const srcSet = /\bsrcSet="([^"]+)"/i.exec(tag)?.[1];
    for (const candidate of srcSet ? decodeEntities(srcSet).split(',') : []) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) images.add(new URL(url, base).pathname);
    }
  }
  return { links: [...links], images: [...images] };
}

/** GET `path`, following same-site redirects as a browser would (at most five). */
async function get(path: string): Promise<{ status: number; url: URL; type: string; body: string }> {
  // The site's own origin (PUBLIC_URL): its absolute links are internal too.
  let url = new URL(path, t.env.PUBLIC_URL);
  for (let hops = 0; ; hops += 1) {
    const response = await site.inject({ method: 'GET', url: url.pathname + url.search });
    const location = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string' && hops < 5) {
      url = new URL(location, url);
      continue;
    }
    return {
      status: response.statusCode,
      url,
      type: String(response.headers['content-type'] ?? ''),
      body: response.body,
    };
  }
}

it('every internal link and image on the public site answers 200', async () => {
  const queue: string[] = ['/'];
  const seenPages = new Set<string>(queue);
  const seenImages = new Set<string>();
  const broken: string[] = [];
  const linkedFrom = new Map<string, string>();

  while (queue.length > 0) {
    const path = queue.shift() ?? '/';
    expect(seenPages.size, 'the crawl stays within a sane number of pages').toBeLessThanOrEqual(MAX_PAGES);
    const response = await get(path);
    if (response.status !== 200) {
      broken.push(`${path} → ${response.status} (linked from ${linkedFrom.get(path) ?? 'start'})`);
      continue;
    }
    if (!response.type.includes('text/html')) continue;
    const { links, images } = extract(response.body, response.url);
    for (const link of links) {
      // Staff pages are outside the public site.
      if (/^\/admin(?:\/|$)/.test(link) || seenPages.has(link)) continue;
      seenPages.add(link);
      linkedFrom.set(link, path);
      queue.push(link);
    }
    for (const image of images) {
      if (seenImages.has(image)) continue;
      seenImages.add(image);
      const { status } = await get(image);
      if (status !== 200) broken.push(`image ${image} → ${status} (on ${path})`);
    }
  }

  expect(broken).toEqual([]);
  // The crawl reached the pages of this work, not only the start page.
  for (const path of [
    '/location',
    '/floor-plans',
    '/valuations',
    '/blog',
    '/sitemap',
    '/market-listings',
    '/blog/palm-jumeirah-prime-prices-2025',
  ]) {
    expect([...seenPages], `${path} is reachable from /`).toContain(path);
  }
  expect(seenImages.size).toBeGreaterThan(10);
}, 180_000);
