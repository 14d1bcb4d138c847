import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { requireBuild } from '../support/production-build.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

requireBuild();

let t: TestApp;
let app: FastifyInstance;

/** The page as everyone gets it: the response's own CSP nonce put back to a placeholder. */
function sharedPage(response: LightMyRequestResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  if (!nonce) throw new Error('the page has no nonce');
  return response.body.replaceAll(nonce, 'NONCE');
}

function canonicalOf(html: string): string | undefined {
  return /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  app = await buildApp({ orm: t.orm, env: t.env, web: 'production', logger: false });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('ad clicks', () => {
  it('get the cached page whatever tracking tags they carry, the same page and canonical link', async () => {
    const plain = await app.inject('/');
    expect(plain.headers['x-page-cache']).toBe('miss');
    const clicks = await Promise.all(
      [
        '/?gclid=Cj0KCQiA1&utm_source=google&utm_medium=cpc',
        '/?fbclid=IwAR2x&utm_content=ad-7',
        '/?msclkid=9f&ttclid=e1&mc_cid=c&mc_eid=e&_ga=2.1&gbraid=g&wbraid=w&unknown=1',
      ].map((url) => app.inject(url)),
    );
    for (const click of clicks) {
      expect(click.statusCode).toBe(200);
      expect(click.headers['x-page-cache']).toBe('hit');
      expect(click.headers.etag).toBe(plain.headers.etag);
      expect(click.headers['cache-control']).toBe(plain.headers['cache-control']);
      expect(click.headers.vary).toBe('accept-encoding');
      expect(sharedPage(click)).toBe(sharedPage(plain));
      expect(click.body).not.toContain('Cj0KCQiA1');
    }
    expect(canonicalOf(plain.body)).toMatch(/^https?:\/\/[^/]+\/$/);
  });

  it('key the finder on the filters it reads, in any order, and on nothing else', async () => {
    const first = await app.inject('/properties?type=rent&bedrooms=3&utm_source=google&gclid=a');
    const reordered = await app.inject('/properties?gclid=b&bedrooms=3&utm_campaign=palm&type=rent');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(reordered.headers['x-page-cache']).toBe('hit');
    expect(sharedPage(reordered)).toBe(sharedPage(first));
    expect(first.body).not.toContain('utm_source');
    expect(canonicalOf(first.body)).toMatch(/\/properties$/);

    // A filter the page reads is another page.
    const sale = await app.inject('/properties?bedrooms=3&gclid=c');
    expect(sale.headers['x-page-cache']).toBe('miss');
    expect(sale.headers.etag).not.toBe(first.headers.etag);
  });
});
