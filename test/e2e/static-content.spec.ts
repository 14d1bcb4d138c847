import { expect, test, type Page } from '@playwright/test';
import { holdRequests, waitForHydration, watchConsole } from './pages-support.ts';

// Desktop only (playwright.config.ts): the header's display selectors are in the side menu on a phone,
// and the mechanism is the same.

/** Whether React has hydrated the element (its props are attached to the DOM node). */
const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps'));

test('the landing page keeps its static parts as the server sent them, and they still follow the visitor', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  const areaUnit = page.locator('header').getByRole('combobox', { name: 'Area unit' });
  await waitForHydration(page, areaUnit);

  // The header is hydrated; the featured residence and the footer's links are the server's HTML.
  const featured = page.locator('section[aria-labelledby="featured-title"]');
  const footerLink = page.locator('footer').getByRole('link', { name: 'Valuations' });
  await expect(featured.getByText('9,140 sq ft', { exact: true })).toBeVisible();
  expect(await featured.evaluate(isHydrated)).toBe(false);
  expect(await footerLink.evaluate(isHydrated)).toBe(false);

  // A display choice reaches the static part: it is rendered again with the new unit.
  await areaUnit.selectOption('sqm');
  await expect(featured.getByText('849 m²', { exact: true })).toBeVisible();
  await expect(featured.getByText('9,140 sq ft', { exact: true })).toHaveCount(0);

  // A static link is followed in the page, as a router link would be: no new document.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await footerLink.click();
  await expect(page).toHaveURL(/\/valuations$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  // The footer is rendered for the new page: its link to it is marked as the current page.
  await expect(page.locator('footer').getByRole('link', { name: 'Valuations' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(problems).toEqual([]);
});

test('sections below the first screen hydrate as the visitor comes near them', async ({ page }) => {
  const problems = watchConsole(page);
  const formChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ContactSection-[\w-]+\.js$/.test(request.url())) formChunks.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page, page.locator('header').getByRole('combobox', { name: 'Area unit' }));
  await page.waitForLoadState('networkidle');

  // Far below the first screen: the server's HTML, and the contact form's chunk is not even fetched.
  const question = page.locator('#faq').getByRole('button').first();
  const form = page.getByRole('form', { name: 'Contact form' });
  const submit = form.getByRole('button', { name: 'Send Enquiry' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  expect(await question.evaluate(isHydrated)).toBe(false);
  expect(await submit.evaluate(isHydrated)).toBe(false);
  expect(formChunks).toEqual([]);

  // Coming near the form hydrates it: its chunk arrives, and it checks what is typed.
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => submit.evaluate(isHydrated)).toBe(true);
  expect(formChunks).toHaveLength(1);
  await submit.click();
  await expect(form.getByText('First name is required')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a tap on a section that has not hydrated yet is not lost', async ({ page }) => {
  const problems = watchConsole(page);
  // The tap comes before the browser reports the section in view: here it never does.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'IntersectionObserver', {
      value: class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    });
  });
  await page.goto('/');
  await waitForHydration(page, page.locator('header').getByRole('combobox', { name: 'Area unit' }));
  const question = page.locator('#faq').getByRole('button').first();
  await question.scrollIntoViewIfNeeded();
  expect(await question.evaluate(isHydrated)).toBe(false);

  // The press hydrates the section, and the click that follows opens the answer.
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(await question.evaluate(isHydrated)).toBe(true);
  // So does the keyboard: focus entering the next section hydrates it before a key is pressed.
  const newsletter = page.locator('footer').getByRole('textbox').first();
  expect(await newsletter.evaluate(isHydrated)).toBe(false);
  await newsletter.focus();
  await newsletter.pressSequentially('ab');
  await expect(newsletter).toHaveValue('ab');
  await expect.poll(() => newsletter.evaluate(isHydrated)).toBe(true);
  expect(problems).toEqual([]);
});

test('a visitor who scrolls while the page loads keeps their place, and the section they reach comes alive', async ({
  page,
}) => {
  const problems = watchConsole(page);
  // The client entry is held back until the visitor has scrolled: a slow phone, a quick thumb.
  const release = await holdRequests(page, /\/assets\/entry-client-[\w-]+\.js$/);
  await page.goto('/');
  const gallery = page.locator('#gallery');
  await gallery.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(1000);
  expect(await page.evaluate(() => '$_TSR' in window)).toBe(true);

  release();
  await page.waitForFunction(() => !('$_TSR' in window));
  // The gallery was hydrated where the visitor is: its images appear, and the page did not jump back
  // to the top (the browser's scroll anchoring may move it a pixel or two as the page above settles).
  await expect(gallery.getByRole('button', { name: /^Open / })).toHaveCount(18);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(40);
  expect(problems).toEqual([]);
});

/**
 * What a visitor types into a form whose chunk has not arrived yet (a slow phone): the field is the
 * server's HTML, so the browser takes the keys; the form must keep them once it hydrates.
 */
for (const { form, path, chunk, field, first, rest } of [
  {
    form: 'the footer sign-up',
    path: '/',
    chunk: /\/assets\/NewsletterForm-[\w-]+\.js$/,
    field: (page: Page) => page.locator('footer').getByRole('textbox', { name: 'E-mail address' }),
    first: 'visitor@exa',
    rest: 'mple.com',
  },
  {
    form: 'the landing contact form',
    path: '/',
    chunk: /\/assets\/ContactSection-[\w-]+\.js$/,
    field: (page: Page) =>
      page.getByRole('form', { name: 'Contact form' }).getByRole('textbox', { name: /First name/ }),
    first: 'Ama',
    rest: 'ra',
  },
  {
    form: 'the valuation form',
    path: '/valuations',
    chunk: /\/assets\/ValuationForm-[\w-]+\.js$/,
    field: (page: Page) => page.locator('#valuation-form').getByRole('textbox', { name: /Full name/ }),
    first: 'Amara O',
    rest: 'kafor',
  },
]) {
  test(`what a visitor types into ${form} before it has arrived is kept`, async ({ page }) => {
    const problems = watchConsole(page);
    const release = await holdRequests(page, chunk);
    await page.goto(path);
    await waitForHydration(page, page.locator('header').getByRole('combobox', { name: 'Area unit' }));
    const input = field(page);
    await input.scrollIntoViewIfNeeded();
    await input.click();
    await input.pressSequentially(first);
    expect(await input.evaluate(isHydrated)).toBe(false);

    release();
    await expect.poll(() => input.evaluate(isHydrated)).toBe(true);
    await expect(input).toHaveValue(first);
    await input.pressSequentially(rest);
    await expect(input).toHaveValue(first + rest);
    // Another render of the form (here: a blur that validates, or a re-render) keeps the text too.
    await input.blur();
    await expect(input).toHaveValue(first + rest);
    expect(problems).toEqual([]);
  });
}

test("a choice a visitor makes in the contact form's select before the form has arrived is kept", async ({ page }) => {
  const problems = watchConsole(page);
  const release = await holdRequests(page, /\/assets\/ContactSection-[\w-]+\.js$/);
  await page.goto('/');
  await waitForHydration(page, page.locator('header').getByRole('combobox', { name: 'Area unit' }));
  const form = page.getByRole('form', { name: 'Contact form' });
  const interest = form.getByRole('combobox', { name: 'Interest' });
  await interest.scrollIntoViewIfNeeded();
  await interest.selectOption({ label: 'Villa' });
  expect(await interest.evaluate(isHydrated)).toBe(false);

  release();
  await expect.poll(() => interest.evaluate(isHydrated)).toBe(true);
  await expect(interest).toHaveValue('Villa');
  // The form's state has it: a render of the form (typing elsewhere) does not set the select back.
  await form.getByRole('textbox', { name: /First name/ }).pressSequentially('Amara');
  await expect(interest).toHaveValue('Villa');
  expect(problems).toEqual([]);
});
