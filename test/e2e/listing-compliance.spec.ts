import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { seriousViolations } from './pages-support.ts';
import { asStaff } from './staff.ts';

/** Residences of the demo seed: 135 is advertised with a permit, 126 is sold. */
const ADVERTISED = 135;
const SOLD = 126;

/**
 * ZXing (C++ compiled to WebAssembly) decodes the QR code: an implementation independent of the
 * one that drew it. Its binary is read from node_modules rather than fetched from a CDN.
 */
async function decodeQr(png: Buffer): Promise<string[]> {
  const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const wasmBinary = await readFile(wasmPath);
  await prepareZXingModule({
    overrides: {
      wasmBinary: wasmBinary.buffer.slice(wasmBinary.byteOffset, wasmBinary.byteOffset + wasmBinary.length),
    },
    fireImmediately: true,
  });
  const results = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'], tryHarder: true });
  return results.filter((result) => result.isValid).map((result) => result.text);
}

interface StaffProperty {
  id: number;
  status: string;
  permitNumber: string | null;
  permitUrl: string | null;
}

/** A listing as staff read it over REST. */
function staffRead(id: number): Promise<StaffProperty> {
  return asStaff(async (staff) => {
    const response = await staff.get(`/api/properties/${id}`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as StaffProperty;
  });
}

test('the property page shows the permit number and a QR code that decodes to the verification link', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const property = await staffRead(ADVERTISED);
  expect(property.permitNumber).toMatch(/^\d{6,12}$/);
  expect(property.permitUrl).toMatch(/^https:\/\//);

  const response = await page.goto(`/properties/${ADVERTISED}`);
  expect(response?.status()).toBe(200);
  // The QR code is drawn on the server: it is in the first bytes, not added by a script.
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/role="img" aria-label="Advertising permit QR code"[^>]*><svg/);
  expect(html).toContain(`Permit ${property.permitNumber}`);

  const permit = page.getByTestId('advertising-permit');
  await expect(permit).toContainText(`Permit ${property.permitNumber}`);
  const qr = page.getByRole('img', { name: 'Advertising permit QR code' });
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  // Large enough for a phone to scan from the screen.
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(96);
  expect(await decodeQr(await qr.screenshot())).toEqual([property.permitUrl]);
  expect(await seriousViolations(page)).toEqual([]);

  // The finder's card carries the permit number too.
  await page.goto(`/properties?keyword=${encodeURIComponent('Royal Penthouse')}`);
  const card = page
    .getByRole('region', { name: 'Residences' })
    .getByRole('article')
    .filter({ hasText: 'Royal Penthouse' });
  await expect(card).toContainText(`Permit ${property.permitNumber}`);
});

test('a sold residence leaves the finder and the sitemap, and its address answers 410 with similar residences', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/properties/${ADVERTISED}</loc>`);
  expect(sitemap).not.toContain(`/properties/${SOLD}</loc>`);

  const response = await page.goto(`/properties/${SOLD}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'This residence is no longer available' })).toBeVisible();
  const similar = page.getByRole('region', { name: 'Similar residences' }).getByRole('article');
  expect(await similar.count()).toBeGreaterThan(0);
  const links = await similar
    .getByRole('link', { name: /View Details/ })
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(links).not.toContain(`/properties/${SOLD}`);
  for (const link of links) expect(link).toMatch(/^\/properties\/\d+$/);
  await expect(page.getByRole('link', { name: 'See all residences' })).toHaveAttribute('href', '/properties');
  expect(await seriousViolations(page)).toEqual([]);

  // One of them opens as an advertised residence.
  await similar
    .first()
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page.getByRole('img', { name: 'Advertising permit QR code' })).toBeVisible();

  const finder = await (await request.get('/trpc/properties.list')).json();
  const ids = (finder as { result: { data: Array<{ id: number }> } }).result.data.map((entry) => entry.id);
  expect(ids).toContain(ADVERTISED);
  expect(ids).not.toContain(SOLD);
});
