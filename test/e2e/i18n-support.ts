import type { Page } from '@playwright/test';

/**
 * The words a visitor meets in the page's main content: its visible text and the accessible names,
 * placeholders and (unless `alts` is false) image alt texts, leaving out what the page marks as
 * English (`lang="en"`: a post not translated yet).
 */
export async function mainWords(page: Page, { alts = true }: { alts?: boolean } = {}): Promise<string> {
  return page.evaluate((withAlts) => {
    const main = document.querySelector('main');
    if (!main) return '';
    const english = [...main.querySelectorAll<HTMLElement>('[lang="en"]')];
    const attributes = ['aria-label', 'placeholder', ...(withAlts ? ['alt'] : [])];
    const labels = [...main.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))]
      .filter((element) => !english.some((node) => node.contains(element)))
      .map((element) => attributes.map((name) => element.getAttribute(name) ?? '').join(' '));
    for (const element of english) element.style.display = 'none';
    const text = main.innerText;
    for (const element of english) element.style.display = '';
    return `${text}\n${labels.join('\n')}`;
  }, alts);
}
