/**
 * Taps on a lazy field (LazyFields) that came before its code did. Until its chunk has arrived, a
 * select is the server's HTML: a tap on it focuses the text box and nothing else, and React does not
 * deliver the click to the select once it hydrates. The page's own code (LazyFields.tsx, in the
 * page's first chunk) notes such a tap here; the select, once hydrated, asks whether it was tapped and
 * opens its list if so, as the tap would have done.
 */
import { notesBeforeHydration } from '../../lib/hydration/before-hydration.ts';

/** The attribute that marks a lazy field's text box in the server's HTML. */
export const LAZY_FIELD_ATTRIBUTE = 'data-lazy-field';

/** Lazy fields clicked since the page opened (a click on one that has hydrated is never asked about). */
const taps = notesBeforeHydration('click', (target) => {
  const field = target instanceof Element ? target.closest(`[${LAZY_FIELD_ATTRIBUTE}]`) : null;
  return field ? ([field, true] as const) : undefined;
});

/** Starts noting taps on lazy fields that have not hydrated yet; once per page. */
export const noteTapsBeforeHydration = taps.start;

/** Whether `field`, now hydrated, was tapped before; a tap is taken once. */
export const takeTapBeforeHydration = (field: Element): boolean => taps.take(field) === true;
