import { earlyEvents } from './early-events.ts';

/**
 * What a visitor does to a server-rendered element before its code has arrived, noted so the element
 * can act on it once hydrated: React does not replay such an event, and a hydrating form control is
 * set back to its state. One listener on the window in the capture phase (heard before anything on
 * the page can stop the event), started once by code that loads before the element hydrates; what
 * came before even that code (early-events.ts noted it) is read when it starts.
 *
 * `read` picks the element an event concerns and what to note of it, or nothing; the element then
 * takes its note once (`take`). Users: lazy selects' taps (ui/LazyFields) and forms' select
 * choices (choices-before-hydration.ts).
 */
export function notesBeforeHydration<Value>(
  type: 'click' | 'change',
  read: (target: EventTarget | null) => readonly [Element, Value] | undefined,
): { start: () => void; take: (element: Element) => Value | undefined } {
  const noted = new WeakMap<Element, Value>();
  let listening = false;
  return {
    start() {
      if (listening || typeof window === 'undefined') return;
      listening = true;
      for (const early of earlyEvents()) {
        if (early.type !== type) continue;
        const note = read(early.target);
        if (note) noted.set(note[0], note[1]);
      }
      window.addEventListener(
        type,
        (event) => {
          const note = read(event.target);
          if (note) noted.set(note[0], note[1]);
        },
        true,
      );
    },
    take(element) {
      const value = noted.get(element);
      noted.delete(element);
      return value;
    },
  };
}
