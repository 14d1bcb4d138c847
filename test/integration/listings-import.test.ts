import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importListingFeedXml } from '../../src/server/market-listings/import/import-listings.ts';
import { FeedError, parseListingFeed } from '../../src/server/market-listings/import/parse-feed.ts';
import { ScrapedListingSchema } from '../../src/server/market-listings/scraped-listing.entity.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const feed = (name: string) => readFile(join(ROOT, 'test/fixtures/feeds', name), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async () =>
  (await t.orm.em.fork().find(ScrapedListingSchema, {}, { orderBy: { source: 'asc', externalId: 'asc' } })).map(
    (row) => ({
      source: row.source,
      externalId: row.externalId,
      title: row.title,
      price: row.price,
      priceUnit: row.priceUnit,
      offMarket: row.offMarketAt !== null && row.offMarketAt !== undefined,
    }),
  );

describe('listing feed parser', () => {
  it('reads a Property Finder feed: offering type, yearly price, photos, agent, entities left as written', async () => {
    const parsed = parseListingFeed(await feed('property-finder.xml'));
    expect(parsed.source).toBe('PropertyFinder.ae');
    expect(parsed.listings).toHaveLength(3);
    expect(parsed.listings[0]).toMatchObject({
      externalId: 'PF-SSR-1001',
      propertyType: 'Apartment',
      price: 12_900_000,
      priceUnit: 'sale',
      bedrooms: 2,
      size: 2260,
      imageUrl: 'https://images.example.test/pf/1001-1.jpg',
      agentName: 'Hannah Clarke',
      location: 'Six Senses Residences, Palm Jumeirah',
    });
    expect(parsed.listings[2]).toMatchObject({ priceUnit: 'per year', price: 950_000 });
  });

  it('reads a Bayut feed', async () => {
    const parsed = parseListingFeed(await feed('bayut.xml'));
    expect(parsed.source).toBe('Bayut');
    expect(parsed.listings.map((listing) => [listing.externalId, listing.priceUnit])).toEqual([
      ['BY-9126473', 'sale'],
      ['BY-9124058', 'per year'],
    ]);
    expect(parsed.listings[0]?.url).toBe('https://www.bayut.com/property/details-BY-9126473.html');
  });

  it('refuses DTDs and entity declarations before parsing', async () => {
    const xml = await feed('entity-expansion.xml');
    expect(() => parseListingFeed(xml)).toThrow(/DOCTYPE or entities/);
    expect(() => parseListingFeed('<?xml version="1.0"?><!ENTITY a "b"><list/>')).toThrow(FeedError);
  });
});

describe('listing feed import', () => {
  it('creates listings, then upserts by source and id and marks the missing ones off-market', async () => {
    const first = await importListingFeedXml(
      t.orm.em.fork(),
      await feed('property-finder.xml'),
      new Date('2025-06-01T09:00:00Z'),
    );
    expect(first).toEqual({ source: 'PropertyFinder.ae', created: 3, updated: 0, offMarket: 0 });
    await importListingFeedXml(t.orm.em.fork(), await feed('bayut.xml'));

    const second = await importListingFeedXml(
      t.orm.em.fork(),
      await feed('property-finder-update.xml'),
      new Date('2025-06-08T09:00:00Z'),
    );
    expect(second).toEqual({ source: 'PropertyFinder.ae', created: 1, updated: 1, offMarket: 2 });

    expect(await rows()).toEqual([
      {
        source: 'Bayut',
        externalId: 'BY-9124058',
        title: 'Furnished 2 Bed | Sea View | Flexible Cheques',
        price: 1_100_000,
        priceUnit: 'per year',
        offMarket: false,
      },
      {
        source: 'Bayut',
        externalId: 'BY-9126473',
        title: 'Six Senses Residences | 2BR | Marina Skyline View',
        price: 10_250_000,
        priceUnit: 'sale',
        offMarket: false,
      },
      {
        source: 'PropertyFinder.ae',
        externalId: 'PF-SSR-1001',
        title: 'Price Reduced | 2 Bed + Study | High Floor',
        price: 12_500_000,
        priceUnit: 'sale',
        offMarket: false,
      },
      {
        source: 'PropertyFinder.ae',
        externalId: 'PF-SSR-1002',
        title: 'Penthouse B1 | Sunset Views | Wraparound Terrace',
        price: 61_000_000,
        priceUnit: 'sale',
        offMarket: true,
      },
      {
        source: 'PropertyFinder.ae',
        externalId: 'PF-SSR-1003',
        title: 'Brand New 1 Bed | Serviced | Beach Access',
        price: 950_000,
        priceUnit: 'per year',
        offMarket: true,
      },
      {
        source: 'PropertyFinder.ae',
        externalId: 'PF-SSR-1004',
        title: 'Signature Villa Type B | Private Beach | 5 Bed',
        price: 158_000_000,
        priceUnit: 'sale',
        offMarket: false,
      },
    ]);

    // Off-market listings leave the public list; a listing that returns is on the market again.
    const listed = await t.caller().marketListings.simplified();
    expect(listed.properties.map((listing) => listing.externalId)).not.toContain('PF-SSR-1002');
    await importListingFeedXml(t.orm.em.fork(), await feed('property-finder.xml'));
    const back = (await rows()).find((row) => row.externalId === 'PF-SSR-1002');
    expect(back?.offMarket).toBe(false);
  });

  it('changes nothing for a malformed file, an invalid listing or a DTD', async () => {
    const before = await rows();
    for (const name of ['malformed.xml', 'invalid-listing.xml', 'entity-expansion.xml']) {
      await expect(importListingFeedXml(t.orm.em.fork(), await feed(name))).rejects.toBeInstanceOf(FeedError);
    }
    expect(await rows()).toEqual(before);
  });

  it('rolls the whole feed back when storing fails part-way', async () => {
    const before = await rows();
    const tooLong = (await feed('bayut.xml')).replace(
      'Palm Jumeirah</Locality>\n  </Property>',
      `${'x'.repeat(400)}</Locality>\n  </Property>`,
    );
    await expect(importListingFeedXml(t.orm.em.fork(), tooLong)).rejects.toThrow();
    expect(await rows()).toEqual(before);
  });
});

describe('npm run listings:import', () => {
  it('imports a file given on the command line and reports a refused one', async () => {
    const run = promisify(execFile);
    const env = {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
    };
    const ok = await run('npm', ['run', '--silent', 'listings:import', '--', 'test/fixtures/feeds/bayut.xml'], {
      cwd: ROOT,
      env,
    });
    expect(ok.stdout).toContain('Bayut: 0 new, 2 updated, 0 marked off-market.');
    await expect(
      run('npm', ['run', '--silent', 'listings:import', '--', 'test/fixtures/feeds/malformed.xml'], { cwd: ROOT, env }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Import failed, nothing was changed'),
    });
  }, 60_000);
});
