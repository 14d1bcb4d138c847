import {
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  claimEarlyEvents,
  CLAIMS_EARLY_EVENTS,
  noteworthy,
  replay,
  type EarlyEvent,
} from '../../lib/hydration/early-events.ts';
import { sameValues, useIsHydrating } from '../../lib/hydration/use-is-hydrating.ts';

/** How far ahead of the screen a section starts hydrating: a screen's height of scrolling. */
const AHEAD = '100% 0px';

/** What opens a waiting section at once: a pointer pressed on it, or the keyboard's focus entering it. */
const INTERACTIONS = ['pointerdown', 'focusin'] as const;
/** What a section that has not hydrated yet holds for its content, to replay once it has (early-events.ts). */
const HELD = ['click', 'submit'] as const;

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

/**
 * A promise that resolves when the gate opens. Opening also marks it fulfilled the way React's `use`
 * reads a settled promise, so the hydration that follows goes through at once instead of suspending
 * once more until a microtask has passed.
 */
function createGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const open = () => {
    Object.assign(promise, { status: 'fulfilled', value: undefined });
    resolve();
  };
  return { promise, open };
}

/**
 * Suspends while hydrating until the gate opens: React keeps the server's HTML of a suspended boundary
 * while it hydrates. Should React give up the server's HTML instead (a context above changed
 * before the gate opened), the content renders in the browser at once rather than leaving a hole.
 * Its effect runs once the content has hydrated (or rendered); `hydratedRef` is set in that very commit,
 * so no tap after it is taken for one React could not deliver.
 */
function Wait({
  until,
  hydratedRef,
  onHydrated,
  children,
}: {
  until: Promise<void> | null;
  hydratedRef: RefObject<boolean>;
  onHydrated: () => void;
  children: ReactNode;
}) {
  const hydrating = useIsHydrating();
  useLayoutEffect(() => {
    hydratedRef.current = true;
  }, [hydratedRef]);
  useEffect(onHydrated, [onHydrated]);
  if (until && hydrating) use(until);
  return children;
}

/**
 * A section below the first screen that hydrates only when the visitor comes near it. The server
 * renders it in full, and the first load shows the server's HTML at once; React hydrates it (runs
 * its components and attaches its handlers, keeping the DOM) when it is within a screen of the
 * viewport, or as soon as a pointer or the keyboard focus enters it. A page that is never scrolled
 * never pays for it, and its lazy chunks (a form and its validation) are not even fetched.
 *
 * This is React's own selective hydration: the content sits in a Suspense boundary that suspends
 * while hydrating, until the gate opens. A tap on it meanwhile opens the gate, and React hydrates it
 * before the click lands. After a navigation in the browser it renders at once, like any content.
 *
 * When React cannot hydrate it before the click is over (its lazy chunk is still on its way), React
 * drops the click; so a tap on one of its buttons (or a submit of its form) that nothing answered is
 * held and replayed once it has hydrated, as are those made before the page's script ran at all.
 */
export function HydrateOnView({
  watch = [],
  onlyWhenTouched = false,
  children,
}: {
  /** What the content shows that can change before it hydrates (as StaticContent's `watch`). */
  watch?: readonly unknown[];
  /**
   * Hydrate at the first pointer or focus on it, even on the first screen: for content that works as
   * the server's HTML (a form the server answers, radios and fields the browser runs itself), so a
   * visitor who only looks never pays for it.
   */
  onlyWhenTouched?: boolean;
  children: ReactNode;
}) {
  const hydrating = useIsHydrating();
  const box = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (hydrating ? createGate() : null));
  const [live, setLive] = useState(gate === null);
  const hydrated = useRef(gate === null);
  // Taps to replay once hydrated: those before the page's script ran, and those React could not deliver.
  const held = useRef<EarlyEvent[]>([]);
  const undelivered = useRef(new Map<Event, EarlyEvent>());
  const markHydrated = useCallback(() => {
    setLive(true);
    const events = [...held.current.splice(0), ...undelivered.current.values()];
    undelivered.current.clear();
    // A task later: what the content's own hydration started (a form taking back its typed text) is done.
    if (events.length > 0) setTimeout(() => replay(events));
  }, []);
  // Until the boundary has hydrated, its content is the first render's: a render of the page above
  // with new elements would otherwise make React give up the server's HTML for a render in the
  // browser. A change in `watch` is the exception: then the content is rendered anew, as it must be.
  const [first] = useState(() => ({ children, watch }));
  if (!live && !sameValues(watch, first.watch)) setLive(true);
  const content = live ? children : first.children;
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Wait until={gate?.promise ?? null} hydratedRef={hydrated} onHydrated={markHydrated}>
          {content}
        </Wait>
      </Suspense>
    ),
    [gate, markHydrated, content],
  );

  useEffect(() => {
    const element = box.current;
    if (!gate || !element || hydrated.current) return;
    // Taps on it before the page's script ran: this section replays them, so it hydrates now.
    held.current.push(...claimEarlyEvents((target) => element.contains(target)));
    if (held.current.length > 0) gate.open();
    // React stops the propagation of an event it cannot deliver yet, at its listener on the document:
    // every tap on the section is noted as it starts, and crossed off when it reaches the section.
    const note = (event: Event) => {
      if (hydrated.current || !(event.target instanceof Node) || !element.contains(event.target)) return;
      const noted = noteworthy(event);
      if (noted) undelivered.current.set(event, noted);
    };
    const delivered = (event: Event) => undelivered.current.delete(event);
    for (const type of HELD) {
      window.addEventListener(type, note, { capture: true });
      element.addEventListener(type, delivered, { capture: true });
    }
    return () => {
      for (const type of HELD) {
        window.removeEventListener(type, note, { capture: true });
        element.removeEventListener(type, delivered, { capture: true });
      }
    };
  }, [gate]);

  useEffect(() => {
    const element = box.current;
    if (!gate || !element) return;
    const open = () => {
      stop();
      gate.open();
    };
    const observer = onlyWhenTouched
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
          rootMargin: AHEAD,
        });
    observer?.observe(element);
    // On the window, which hears an event before React's listeners on the document: React hydrates
    // the section there to deliver the event, and it must find the gate open by then.
    const onInteraction = (event: Event) => event.target instanceof Node && element.contains(event.target) && open();
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true });
    const stop = () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, { capture: true });
    };
    return stop;
  }, [gate, onlyWhenTouched]);

  // A plain block: it lays out as the section alone would, and gives the observer a box to watch.
  return (
    <div ref={box} {...{ [CLAIMS_EARLY_EVENTS]: '' }}>
      {boundary}
    </div>
  );
}
