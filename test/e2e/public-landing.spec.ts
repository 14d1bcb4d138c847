import { expect, test, type Locator, type Page } from '@playwright/test';
import { FAKE_RATES } from '../support/fake-rate-service.ts';
import { SITE, seriousViolations, waitForHydration } from './pages-support.ts';
import { storedLeads } from './staff.ts';

// With motion, as most visitors see it: the ticker moves, sections fade in as they come into view, the
// header changes as the page scrolls. The other journeys run without motion (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1] ?? '{}') as { '@type': string })['@type'],
  );
}

test('the landing page is complete in the server-rendered HTML', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${SITE} | Branded Residences for Sale in Dubai</title>`);
  expect(html).toMatch(/<meta name="description" content="Six Senses Residences on the Crescent/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"( nonce="[^"]+")?\/>/);
  expect(html).toContain('<meta property="og:title"');
  expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['RealEstateAgent', 'FAQPage']));
  expect(html).toContain('"opens":"09:00","closes":"19:00"');
  for (const heading of [
    'Where Luxury Meets Tranquility',
    'Live at the Residences',
    'Six Senses Wellness &amp; Lifestyle',
    'Frequently Asked Questions',
    'Arrange a Private Viewing',
  ]) {
    expect(html).toContain(heading);
  }
  // Sections in the spec's order, with their anchors.
  const order = [
    'id="hero-title"',
    'id="intro"',
    'id="properties"',
    'id="featured-title"',
    'id="amenities"',
    'id="gallery"',
    'id="faq"',
    'id="contact"',
  ].map((marker) => html.indexOf(marker));
  expect(order.every((position) => position > 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});

test(
  'the side menu closes on a tap beside it, and its items navigate on the client',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'MENU' });
    await waitForHydration(page, menuButton);
    const dialog = page.getByRole('dialog', { name: 'Menu' });

    // Beside the drawer, on the backdrop: where that is depends on the screen.
    await menuButton.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(page.viewportSize()!.width - 5, page.viewportSize()!.height / 2);
    await expect(dialog).toBeHidden();

    await menuButton.click();
    await dialog.getByRole('link', { name: 'PROPERTIES' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Available Residences' })).toBeVisible();
    // Away from the landing page, ENQUIRE NOW leads back to its contact section.
    await expect(page.getByRole('link', { name: 'ENQUIRE NOW' })).toHaveAttribute('href', '/#contact');
  },
);

test('the header turns solid and white as the page scrolls down, and clear again at the top', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await waitForHydration(page, page.getByRole('button', { name: 'MENU' }));
  await expect(header).not.toHaveAttribute('data-solid', /.*/);
  await expect(page.getByRole('link', { name: 'ENQUIRE NOW' })).toHaveAttribute('href', '#contact');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute('data-solid', 'true');
  await expect.poll(() => header.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(255, 255, 255)');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-solid', /.*/);
});

test('the currency ticker shows the inverse of the upstream rates, three times over', async ({ page }) => {
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Exchange rates in UAE dirhams' });
  await expect(ticker).toHaveAttribute('data-state', 'ready');
  const first = ticker.getByRole('list').first();
  await expect(first.getByRole('listitem')).toHaveCount(4);
  await expect(first.locator('[data-currency="USD"]')).toContainText((1 / FAKE_RATES.USD).toFixed(4));
  await expect(first.locator('[data-currency="GBP"]')).toContainText((1 / FAKE_RATES.GBP).toFixed(4));
  await expect(first.locator('[data-currency="EUR"]')).toContainText((1 / FAKE_RATES.EUR).toFixed(4));
  await expect(first.locator('[data-currency="AED"]')).toContainText('1 AED');
  await expect(ticker.locator('[data-currency="USD"]')).toHaveCount(3);
});

/**
 * Where `element`'s top sits in the viewport once the page has settled: nothing left to load (the
 * images, the chunks of the parts that hydrate on the way) and the element still for ten frames running,
 * so the smooth scroll is over.
 */
async function settledTop(page: Page, element: Locator): Promise<number> {
  await page.waitForLoadState('networkidle');
  return element.evaluate(
    (node) =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const frame = () => {
          const top = Math.round(node.getBoundingClientRect().top);
          still = top === last ? still + 1 : 0;
          last = top;
          if (still >= 10) resolve(top);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

test(
  'ENQUIRE NOW on a residence page lands on the contact form, and it stays there as the page settles',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/properties/135');
    const enquire = page.locator('header').getByRole('link', { name: 'ENQUIRE NOW' });
    await waitForHydration(page, enquire);
    await enquire.click();
    await expect(page).toHaveURL(/\/#contact$/);
    // The smooth scroll passes sections that hydrate and load on the way (the gallery's skeleton gives way
    // to its images): none of it may push the contact form away once the scroll is over.
    // `.first()`: while the page streams in, the contact form's server HTML waits in a hidden copy of the
    // section until React's inline script puts it in its placeholder's place.
    const top = await settledTop(page, page.locator('#contact').first());
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(120);
    await expect(
      page.getByRole('form', { name: 'Contact form' }).getByRole('textbox', { name: /First name/ }),
    ).toBeInViewport();
  },
);

test('the contact form stores the inquiry and thanks the visitor', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const submit = form.getByRole('button', { name: 'Send Enquiry' });
  await waitForHydration(page, submit);
  const email = `e2e-${Date.now()}@example.com`;
  await form.getByLabel('First name').fill('Amira');
  await form.getByLabel('Last name').fill('Haddad');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('+971 50 123 4567');
  await form.getByLabel('Interest').selectOption('Penthouse');
  await form.getByLabel('Message').fill('A four-bedroom penthouse, please.');
  await form.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
  await submit.click();
  await expect(page.getByText('Inquiry Submitted')).toBeVisible();
  await expect(page.getByText('Thank you for your interest. We will contact you shortly.')).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('');

  const inquiries = await storedLeads();
  const stored = inquiries.find((inquiry) => inquiry.email === email);
  expect(stored).toMatchObject({ firstName: 'Amira', lastName: 'Haddad', interest: 'Penthouse' });
  expect(stored).not.toHaveProperty('privacy');
});

test('the newsletter asks the visitor to confirm their address, and a second time is no error', async ({ page }) => {
  await page.goto('/properties');
  const footer = page.getByRole('contentinfo');
  const input = footer.getByLabel('E-mail address');
  // The form hydrates as the visitor comes near it (HydrateOnView).
  await input.scrollIntoViewIfNeeded();
  await waitForHydration(page, input);
  const email = `news-${Date.now()}@example.com`;
  for (let round = 0; round < 2; round += 1) {
    await input.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // Double opt-in (issue #29): the address is subscribed once the link in the e-mail is followed.
    await expect(footer.getByRole('status')).toHaveText(
      'Thank you. Please check your inbox and confirm your address to complete your subscription.',
    );
  }
});

test(
  'the landing page has no serious accessibility violations and no console errors',
  { tag: '@phone' },
  async ({ page }) => {
    // axe takes a while on a long page on a two-core machine.
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/');
    await waitForHydration(page, page.getByRole('button', { name: 'MENU' }));
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    await expect(page.locator('#gallery').getByRole('button', { name: /^Open / })).toHaveCount(18);
    // A tile opens the lightbox (its chunk loads on demand), its image at most 85% of the screen high.
    const gallery = page.locator('#gallery');
    await gallery
      .getByRole('button', { name: /^Open / })
      .first()
      .click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox.locator('figure img')).toHaveAttribute('alt', /.{5,}/);
    expect(await lightbox.locator('figure img').evaluate((node) => getComputedStyle(node).maxHeight)).toBe(
      `${Math.round(page.viewportSize()!.height * 0.85 * 100) / 100}px`,
    );
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(gallery.getByRole('link', { name: 'View Available Residences' })).toHaveAttribute(
      'href',
      '/properties',
    );

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The sections in view have faded in: none is still waiting to, and no transition is running (the
    // ticker's endless marquee aside), so axe reads their final colours.
    await page.waitForFunction(() => {
      const inView = [...document.querySelectorAll('[data-reveal]')].filter((node) => {
        const { top, bottom } = node.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      });
      return (
        inView.every((node) => node.getAttribute('data-reveal') !== 'waiting') &&
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          )
      );
    });
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    const chat = page.getByRole('link', { name: 'Chat on WhatsApp' }).last();
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
    // The tooltip is CSS: hidden (opacity 0) until the button is hovered.
    const tooltipOpacity = () =>
      chat.getByText('Chat on WhatsApp').evaluate((element) => getComputedStyle(element).opacity);
    expect(await tooltipOpacity()).toBe('0');
    await chat.hover();
    await expect.poll(tooltipOpacity).toBe('1');
  },
);
