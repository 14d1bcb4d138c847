import { expect, test, type Page } from '@playwright/test';
import { openUnderPolicy, watchPolicy, watchRequests } from './content-policy.ts';
import { NOT_FOUND_PATH, PUBLIC_PAGES, uniqueEmail, waitForHydration } from './pages-support.ts';

/**
 * Most visitors come on a phone. The page journeys run on a phone where the phone changes them (the
 * header and side menu, the landing page, the finder, the forms, every language); this checks the
 * rest of the site's layout there: no public page may be wider than the screen, so nothing is cut
 * off and the page never slides sideways under a thumb. The same walk checks that every public page runs
 * under the Content-Security-Policy without a violation (csp.spec.ts walks the console). It runs in the
 * phone project only, with motion (the ticker's moving track must not widen the page either).
 */
test.use({ reducedMotion: 'no-preference' });

test(
  'every public page fits a phone screen and runs under the content security policy',
  { tag: '@phone' },
  async ({ page }) => {
    // Twenty-odd full page loads on a shared two-core machine.
    test.setTimeout(120_000);
    const { violations, consoleErrors } = await watchPolicy(page);
    const quiet = watchRequests(page);
    const wide: string[] = [];
    for (const path of PUBLIC_PAGES) {
      expect(await openUnderPolicy(page, path), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      await expect(page.locator('main h1').first()).toBeVisible();
      // Hydrated (a script the policy refused would leave the page as the server sent it), and what the
      // page asked for has come, so a violation a late request makes is heard before the next page opens.
      await page.waitForFunction(() => !('$_TSR' in window));
      await quiet(150);
      // How far the page reaches past the right edge of the screen, in CSS pixels (0 when it fits).
      const pixels = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (pixels > 0) wide.push(`${path}: ${pixels} px too wide`);
    }
    // The last page (the not-found screen) hydrated: client-side navigation works from it.
    await page.getByRole('link', { name: 'Return Home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(wide).toEqual([]);
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  },
);

test(
  "the footer's contents fit a phone screen, clear of the WhatsApp button's lane",
  { tag: '@phone' },
  async ({ page }) => {
    // The footer is laid out only near the screen (content-visibility) and clips what overflows it, so
    // the page never grows wider for it: what could be cut off is measured inside it, once it is shown.
    // It is the same on every page; in each language, as Arabic puts the button on the left.
    for (const language of ['en', 'ar', 'ru', 'zh']) {
      await page.goto(language === 'en' ? '/' : `/${language}/`);
      const footer = page.locator('body > div > footer');
      await footer.scrollIntoViewIfNeeded();
      await expect
        .poll(() => footer.evaluate((node) => (node instanceof HTMLElement ? node.innerText.trim().length : 0)))
        .toBeGreaterThan(0);
      expect(await footer.evaluate((node) => node.scrollWidth - node.clientWidth), language).toBeLessThanOrEqual(0);
      // The footer's small print is no control the button rises over: nothing of it may share the button's
      // column, so nothing scrolls under the button wherever the page stops.
      const inLane = await footer.evaluate((node) => {
        const button = document.querySelector('[data-testid="whatsapp-float"]')!.getBoundingClientRect();
        return [...node.querySelectorAll(':is(p, h2, dt, dd, address, a, button, input, label)')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.left < button.right && button.left < box.right;
          })
          .map((element) => element.textContent?.trim() ?? element.tagName);
      });
      expect(inLane, language).toEqual([]);
    }
  },
);

/** A box on the screen, as `getBoundingClientRect` gives it. */
interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Scrolls, at once, so that `node` ends 30 px above the bottom of the screen, where the floating button usually sits. */
function bringToButton(node: Element): void {
  const bottom = node.getBoundingClientRect().bottom + window.scrollY;
  window.scrollTo({ top: bottom - window.innerHeight + 30, behavior: 'instant' });
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The WhatsApp button's box against the boxes of `selector` on the screen, once it has settled (it moves
 * as the page scrolls): the names of what it covers, none while it has stepped aside.
 */
async function coveredByWhatsApp(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((targets) => {
    const button = document.querySelector<HTMLElement>('[data-testid="whatsapp-float"]');
    if (!button || button.hasAttribute('data-away')) return [];
    const own = button.getBoundingClientRect();
    return [...document.querySelectorAll(targets)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.height > 0 && own.left < box.right && box.left < own.right && own.top < box.bottom && box.top < own.bottom
        );
      })
      .map((element) => element.textContent?.trim() ?? element.tagName);
  }, selector);
}

for (const language of ['en', 'ar', 'ru', 'zh']) {
  test(
    `the header's wordmark fits on a phone, unclipped beside ENQUIRE, in ${language}`,
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto(language === 'en' ? '/' : `/${language}/`);
      const header = page.locator('header').first();
      const logo = header.locator('a[href]').filter({ hasText: 'Six Senses Residences' }).first();
      const enquire = header.locator('a[href$="#contact"]').first();
      for (const width of [360, 390, 430]) {
        await page.setViewportSize({ width, height: 844 });
        const bar = (await header.boundingBox())!;
        const mark = (await logo.boundingBox())!;
        const button = (await enquire.boundingBox())!;
        // Inside the header, on no more than two lines (name and place), and clear of the button.
        expect(mark.y, `${width} px`).toBeGreaterThanOrEqual(bar.y);
        expect(mark.y + mark.height, `${width} px`).toBeLessThanOrEqual(bar.y + bar.height);
        expect(mark.height, `${width} px`).toBeLessThanOrEqual(40);
        const markBox = { left: mark.x, top: mark.y, right: mark.x + mark.width, bottom: mark.y + mark.height };
        const buttonBox = {
          left: button.x,
          top: button.y,
          right: button.x + button.width,
          bottom: button.y + button.height,
        };
        expect(overlap(markBox, buttonBox), `${width} px`).toBe(false);
        expect(button.x + button.width, `${width} px`).toBeLessThanOrEqual(width);
        expect(button.x, `${width} px`).toBeGreaterThanOrEqual(0);
      }
    },
  );
}

test(
  'the WhatsApp button covers neither the search button nor a cost figure',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await waitForHydration(page, page.getByTestId('whatsapp-float'));
    // The search button where the button usually sits, just above the bottom of the screen.
    await search.evaluate(bringToButton);
    await expect.poll(() => coveredByWhatsApp(page, 'main button, main input, main select')).toEqual([]);

    await page.goto('/cost-calculator');
    const amounts = page.getByTestId('cost-lines').locator('tbody td:last-child');
    await waitForHydration(page, page.getByTestId('whatsapp-float'));
    // Each of the first figures in turn where the button usually sits.
    for (const index of [0, 1, 2]) {
      await amounts.nth(index).evaluate(bringToButton);
      await expect.poll(() => coveredByWhatsApp(page, 'main td, main th, main dd, main button')).toEqual([]);
    }
  },
);

test(
  'a sent contact form says so in the page, in Russian, and can send another',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/ru/#contact');
    const form = page.getByRole('form', { name: 'Форма обратной связи' });
    const submit = form.getByRole('button', { name: 'Отправить запрос' });
    await waitForHydration(page, submit);
    await form.getByRole('textbox', { name: /^Имя/ }).fill('Анна');
    await form.getByRole('textbox', { name: /^Фамилия/ }).fill('Орлова');
    await form.getByRole('textbox', { name: /^Электронная почта/ }).fill(uniqueEmail('contact-ru'));
    await form.getByRole('textbox', { name: /^Телефон/ }).fill('+971 50 765 4321');
    await form.getByRole('checkbox', { name: 'Я соглашаюсь с политикой конфиденциальности' }).check();
    await submit.click();
    const thanks = page.getByRole('status').filter({ hasText: 'Благодарим Вас — Ваш запрос получен' });
    await expect(thanks).toBeInViewport();
    await thanks.getByRole('button', { name: 'Отправить ещё один запрос' }).click();
    await expect(thanks).toBeHidden();
    await expect(form.getByRole('textbox', { name: /^Имя/ })).toBeFocused();
  },
);
