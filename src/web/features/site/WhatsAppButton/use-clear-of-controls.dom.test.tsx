import { afterEach, describe, expect, it, vi } from 'vitest';
import { findClearPlace } from './use-clear-of-controls.ts';

/*
 * jsdom lays nothing out, so the button's place and what lies under it are given here: a 56 px button
 * 20 px above the bottom of an 844 px phone screen, and a page that answers the browser's hit test.
 */
function floatingButton(): HTMLElement {
  const button = document.createElement('a');
  const box = { offsetLeft: 314, offsetTop: 768, offsetWidth: 56, offsetHeight: 56 };
  for (const [key, value] of Object.entries(box)) Object.defineProperty(button, key, { value });
  document.body.append(button);
  return button;
}

/** A page where `under(y)` is what lies at height `y` beside the button. */
function pageWith(under: (y: number) => Element[]) {
  Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
  document.elementsFromPoint = vi.fn((_x: number, y: number) => under(y));
}

function element(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild!;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('findClearPlace', () => {
  it('stays in its place over text and pictures, even a card that is a link', () => {
    const text = element('<p>Sea on every side</p>');
    const card = element('<a href="/properties/1">A residence</a>');
    card.getBoundingClientRect = () => DOMRect.fromRect({ height: 320 });
    pageWith(() => [card, text, document.body]);
    expect(findClearPlace(floatingButton())).toEqual({ lift: 0, away: false });
  });

  it('rises above a button and a table figure under it, to the first clear place', () => {
    const search = element('<button type="submit">Search</button>');
    const amount = element('<table><tbody><tr><td>AED 400,000</td></tr></tbody></table>').querySelector('td')!;
    // The search button from 740 px down, a figure from 690 to 740 px, text above.
    pageWith((y) => (y >= 740 ? [search] : y >= 690 ? [amount] : [document.body]));
    // Its usual box is 768-824 px: 64 px up (704-760) and 128 px up (640-696) still meet them; 192 px up is clear.
    expect(findClearPlace(floatingButton())).toEqual({ lift: 192, away: false });
  });

  it('steps aside when controls fill the lower half of the screen', () => {
    const field = element('<input aria-label="Price" />');
    pageWith((y) => (y > 300 ? [field] : [document.body]));
    expect(findClearPlace(floatingButton())).toEqual({ lift: 0, away: true });
  });
});
