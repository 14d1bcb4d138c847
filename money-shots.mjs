import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const base = 'http://127.0.0.1:3660';
for (const [w, h, mobile] of [[1440, 900, false], [390, 844, true]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: mobile ? 2 : 1, isMobile: mobile, hasTouch: mobile });
  const page = await context.newPage();
  await page.goto(base + '/properties/135', { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/money-shots/header-${w}.png`, clip: { x: 0, y: 0, width: w, height: mobile ? 160 : 150 } });
  await context.addCookies([{ name: 'currency', value: 'USD', url: base }]);
  await page.reload({ waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/money-shots/property-usd-${w}.png`, fullPage: false });
  if (mobile) {
    await page.getByRole('button', { name: 'MENU' }).click();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/money-shots/menu-${w}.png` });
  } else {
    await page.locator('[data-testid="property-price"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/money-shots/property-usd-price-${w}.png` });
  }
  await context.close();
}
await browser.close();
