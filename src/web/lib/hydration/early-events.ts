import { LOCALE_COOKIE } from '../../../shared/i18n/locales.ts';
import { REMEMBERED_COOKIE_ATTRIBUTES } from '../cookies.ts';

/**
 * The taps, choices and submits a visitor makes before the page's script has run: on a slow phone the
 * client entry arrives seconds after the HTML, and until React has hydrated the page nothing answers
 * a button. A tiny inline script in the head (`EARLY_EVENTS_SCRIPT`, with the page's CSP nonce) notes
 * them from the first byte; the page takes them once hydrated: the root layout replays the taps and
 * submits (`claimEarlyEvents`, `replay`), but those inside a section that hydrates later
 * (HydrateOnView), which claims them itself once it can deliver them, and the notes of select choices (before-hydration.ts) read the early choices too.
 *
 * What is noted, as it starts (in the window's capture phase: once React listens, it stops the
 * propagation of an event it cannot deliver yet). An event whose dispatch ends the noting is the one
 * React hydrated the page to deliver: it is answered, and dropped. Noted are:
 * - a click on a button that is not a submit button (Book a viewing, Save to shortlist, Enquire, a
 *   menu): replayed as a click once hydrated, unless the button no longer says what it said when it
 *   was tapped (its label or text): a toggle whose state the server could not know (a residence already
 *   in this browser's shortlist, its heart rendered empty) shows that state once hydrated, and the
 *   visitor's "Save" is then already done, where a replayed click would undo it. Links and submit
 *   buttons are left to the browser: a link navigates and a form with an action is answered by the
 *   server (the landing's search).
 *
 * The same script remembers a language the visitor picks (a click on a link marked `REMEMBERS_LOCALE`,
 * the language switcher's) in the `locale` cookie, before hydration and after: the link navigates at
 * once, so no replay could write it.
 * - the submit of a form with no action of its own (a lead form): held, since the browser would send
 *   the fields in the URL of this page, and submitted again once hydrated.
 * - a change of a select: only noted, for the form that takes it (choices-before-hydration.ts).
 */

/** One event noted before hydration, as the inline script keeps it; a tap with what its button said then. */
export type EarlyEvent = { type: 'click' | 'change' | 'submit'; target: Element; said?: string | null };

/** The attribute of a link to this page in another language (its value): following it remembers that language. */
export const REMEMBERS_LOCALE = 'data-remembers-locale';

interface EarlyEvents {
  events: EarlyEvent[];
  /** Stops noting: the page has hydrated and answers for itself. */
  end: () => void;
}

declare global {
  interface Window {
    __earlyEvents?: EarlyEvents;
  }
}

/**
 * The inline script (every page carries it: its lines are joined, ~0.9 kB). It runs before any
 * module, so it cannot import: `noteworthy` below is the same rule for the code that runs later
 * (HydrateOnView), and their test holds the two to one behaviour.
 */
export const EARLY_EVENTS_SCRIPT = `(function () {
  var events = [];
  var current = null;
  var note = function (event) {
    var target = event.target;
    if (!(target instanceof Element) || events.length >= 50) return;
    var noted = { type: event.type, target: target };
    if (event.type === 'click') {
      var button = target.closest('button');
      if (!button || button.type === 'submit' || button.disabled) return;
      noted.said = button.getAttribute('aria-label') || button.textContent;
    } else if (event.type === 'submit') {
      if (target.hasAttribute('action')) return;
      event.preventDefault();
    } else if (!(target instanceof HTMLSelectElement)) return;
    current = { event: event, noted: noted };
    events.push(noted);
  };
  addEventListener('click', function (event) {
    var link = event.target instanceof Element ? event.target.closest('a[${REMEMBERS_LOCALE}]') : null;
    if (link) document.cookie = '${LOCALE_COOKIE}=' + link.getAttribute('${REMEMBERS_LOCALE}') +
      '; ${REMEMBERED_COOKIE_ATTRIBUTES}' + (location.protocol === 'https:' ? '; Secure' : '');
  }, true);
  var types = ['click', 'change', 'submit'];
  types.forEach(function (type) { addEventListener(type, note, true); });
  self.__earlyEvents = {
    events: events,
    end: function () {
      types.forEach(function (type) { removeEventListener(type, note, true); });
      if (current && current.event.eventPhase !== 0) events.splice(events.indexOf(current.noted), 1);
    },
  };
})();`.replace(/\n\s*/g, ' ');

/**
 * The event as a note to replay, when it is one nothing has answered (see the module): a tap on a
 * button, or a submit of a form with no action, which is held back from the browser here.
 */
export function noteworthy(event: Event): EarlyEvent | undefined {
  const target = event.target;
  if (!(target instanceof Element)) return undefined;
  if (event.type === 'click') {
    const button = target.closest('button');
    return button && button.type !== 'submit' && !button.disabled
      ? { type: 'click', target, said: sayingOf(button) }
      : undefined;
  }
  if (event.type !== 'submit' || target.hasAttribute('action')) return undefined;
  event.preventDefault();
  return { type: 'submit', target };
}

/** What a button says: its label, else its text (the inline script reads it alike). */
const sayingOf = (button: Element): string | null => button.getAttribute('aria-label') || button.textContent;

/** The events noted so far (none where the script did not run: a test, a page rendered in the browser). */
export function earlyEvents(): readonly EarlyEvent[] {
  return typeof window === 'undefined' ? [] : (window.__earlyEvents?.events ?? []);
}

/** Stops noting: from now on the page answers its own events. */
export function endEarlyEvents(): void {
  if (typeof window !== 'undefined') window.__earlyEvents?.end();
}

/**
 * The attribute of a part that hydrates after the page (HydrateOnView) and claims the early events
 * inside it itself: the page's replay leaves them, since React could not deliver them there yet.
 */
export const CLAIMS_EARLY_EVENTS = 'data-claims-early-events';

/**
 * Takes the noted taps and submits whose target `belongs` out of the list, so no one replays them
 * twice. Choices stay: they are read, not replayed.
 */
export function claimEarlyEvents(belongs: (target: Element) => boolean): EarlyEvent[] {
  const events = window.__earlyEvents?.events;
  if (!events) return [];
  const claimed: EarlyEvent[] = [];
  for (let index = events.length - 1; index >= 0; index--) {
    const event = events[index];
    if (!event || event.type === 'change' || !belongs(event.target)) continue;
    claimed.unshift(event);
    events.splice(index, 1);
  }
  return claimed;
}

/** The page's own early events: those outside every part that claims its own. */
export const outsideLaterParts = (target: Element): boolean => !target.closest(`[${CLAIMS_EARLY_EVENTS}]`);

/**
 * Does again what each event would have done had the page been hydrated: a click on the element it
 * landed on, a submit of its form (`requestSubmit`, which validates and fires the form's own handler).
 * An element the page has since removed is skipped, and so is a tap on a button that now says something
 * else (the state it offered to change is already the one the visitor wanted: see the module).
 */
export function replay(events: readonly EarlyEvent[]): void {
  for (const { type, target, said } of events) {
    if (!target.isConnected) continue;
    if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else if (type === 'click') {
      const button = target.closest('button');
      if (said !== undefined && button && sayingOf(button) !== said) continue;
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  }
}
