import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Crawls the public site from / through the server-rendered HTML: every internal link must answer
 * 200 (after redirects) and every image must load. Only what is linked is visited, so pages others
 * are still building are covered as soon as something links to them; nothing is skipped.
 */

const MAX_PAGES = 400;

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

async function status(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(path);
  return response.status();
}

test('every internal link and image on the public site answers 200', async ({ request }) => {
  test.setTimeout(180_000);
  const queue: string[] = ['/'];
  const seenPages = new Set<string>(queue);
  const seenImages = new Set<string>();
  const broken: string[] = [];
  const linkedFrom = new Map<string, string>();

  while (queue.length > 0) {
    const path = queue.shift() ?? '/';
    expect(seenPages.size, 'the crawl stays within a sane number of pages').toBeLessThanOrEqual(MAX_PAGES);
    const response = await request.get(path);
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()} (linked from ${linkedFrom.get(path) ?? 'start'})`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const { links, images } = extract(await response.text(), new URL(response.url()));
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
      const code = await status(request, image);
      if (code !== 200) broken.push(`image ${image} → ${code} (on ${path})`);
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
});
