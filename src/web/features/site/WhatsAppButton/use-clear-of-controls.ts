import { useEffect, useState, type RefObject } from 'react';

/** What the floating button must never lie over: what a visitor taps or types into, and figures (a table's, a list's, `<data>`). */
const CONTROLS =
  'button, input, select, textarea, label, [role="button"], [role="tab"], [role="radio"], td, th, dd, data';
/** A link this tall or taller is a whole card (a picture): the button may lie over it, as over any picture. */
const CARD_LINK_PX = 96;
/** How far the button rises at a time looking for a clear place, and how high it may go (of the screen's height). */
const STEP_PX = 64;
const HIGHEST = 0.55;

export interface ClearPlace {
  /** How many pixels above its usual place the button sits. */
  lift: number;
  /** No clear place near the bottom of the screen: the button steps aside until there is one. */
  away: boolean;
}

function coversControl(own: Element, x: number, y: number): boolean {
  return document.elementsFromPoint(x, y).some((element) => {
    if (own.contains(element)) return false;
    if (element.matches(CONTROLS)) return true;
    return element.matches('a[href]') && element.getBoundingClientRect().height < CARD_LINK_PX;
  });
}

/** The lowest place, at or above the button's usual one, where nothing it must not cover lies under it. */
export function findClearPlace(own: HTMLElement): ClearPlace {
  // Where the button's usual place is, whatever its lift and transition now: offsets leave transforms out.
  const { offsetLeft: left, offsetTop: usualTop, offsetWidth: width, offsetHeight: height } = own;
  // Not laid out (hidden, or a DOM without layout): nothing to move.
  if (height === 0) return { lift: 0, away: false };
  const inset = 2;
  for (let lift = 0; usualTop - lift >= window.innerHeight * (1 - HIGHEST); lift += STEP_PX) {
    const top = usualTop - lift + inset;
    const bottom = usualTop - lift + height - inset;
    const right = left + width - inset;
    const points: Array<[number, number]> = [
      [left + inset, top],
      [right, top],
      [left + inset, bottom],
      [right, bottom],
      [left + width / 2, (top + bottom) / 2],
    ];
    if (!points.some(([x, y]) => coversControl(own, x, y))) return { lift, away: false };
  }
  return { lift: 0, away: true };
}

/** How long the first check may wait for an idle moment; a browser without `requestIdleCallback` checks at once after `load`. */
const FIRST_CHECK_WITHIN_MS = 2_000;

/**
 * Runs `task` once the page has loaded and the main thread is idle, or after `FIRST_CHECK_WITHIN_MS`
 * of a busy thread; returns the cancel.
 */
function afterLoadWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(task, { timeout: FIRST_CHECK_WITHIN_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 0);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

/**
 * Keeps a fixed button off the page's controls and figures: as the page scrolls, resizes or changes
 * height, what lies under the button is hit-tested (the browser's own `elementsFromPoint`, so any page,
 * form or table is covered without marking it), and the button rises to the nearest clear place or,
 * with none near, steps aside until there is one.
 *
 * Each check forces a layout and hit-tests up to 35 points. While the page loads, <body> resizes with
 * every picture and font that arrives and the thread is busy hydrating: checks then ran inside the
 * start-up's long tasks (twice on `/`, a layout forced mid-hydration each time) for a button nobody
 * has looked at yet. So the first check waits for `load` and an idle moment, and <body>'s size is
 * watched only from then on; a scroll or resize before that is checked at once, as the visitor is
 * then looking.
 */
export function useClearOfControls(button: RefObject<HTMLElement | null>): ClearPlace {
  const [place, setPlace] = useState<ClearPlace>({ lift: 0, away: false });
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = button.current;
      if (!own) return;
      const next = findClearPlace(own);
      setPlace((previous) => (previous.lift === next.lift && previous.away === next.away ? previous : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that grows or shrinks under a still page (a form's messages, a recalculated table).
    const resized = new ResizeObserver(schedule);
    // Observing reports the body's size at once: that is the first check.
    const cancelFirst = afterLoadWhenIdle(() => resized.observe(document.body));
    return () => {
      cancelFirst();
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized.disconnect();
    };
  }, [button]);
  return place;
}
