import { chmod, mkdtemp } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { signIn, startServer } from '../../test/support/server-process.ts';

const dataDir = await mkdtemp('/tmp/scale-shots-');
await chmod(dataDir, 0o755);
const server = await startServer({ PORT: '4141', EMBEDDED_PG_PORT: '55141', DATA_DIR: dataDir, ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'shots-password-1', INQUIRY_RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_URL: 'http://127.0.0.1:4141' });
try {
  for (let i = 0; i < 130; i++) {
    const r = await fetch(`${server.url}/api/inquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Guest', lastName: `Number ${i}`, email: `guest${i}@example.com`, phone: '+971 50 123 4567', message: 'Hello' }) });
    if (r.status !== 201) throw new Error(`${r.status} ${await r.text()}`);
  }
  const cookie = await signIn(server.url, { username: 'owner', password: 'shots-password-1' });
  const [name, value] = cookie.split('=') as [string, string];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const [label, width] of [['desktop', 1440], ['phone', 390]] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/inquiries`);
    await page.getByText('Show older inquiries').waitFor();
    await page.getByText('Show older inquiries').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/scale-inbox-${label}-1.png` });
    await page.getByText('Show older inquiries').click();
    await page.getByText('130 inquiries').waitFor();
    await page.getByText('Number 0', { exact: true }).waitFor();
    await page.getByText('130 inquiries').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/scale-inbox-${label}-2.png` });
    process.stdout.write(`${label}: older button gone: ${(await page.getByText('Show older inquiries').count()) === 0}\n`);
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
