/**
 * Choices a visitor makes in a server-rendered `<select>` before its form has hydrated (a slow phone,
 * or a section that hydrates only when the visitor comes near it, HydrateOnView). React sets a
 * hydrating select's options back to the form's state, so by the time the form could look, the
 * choice is gone from the page; it is noted here as it is made. The entry starts listening before
 * anything hydrates (it imports no React, so the entry stays small); useKeepTypedBeforeHydration
 * takes each choice back into its form.
 */
import { notesBeforeHydration } from './before-hydration.ts';

const choices = notesBeforeHydration('change', (target) =>
  target instanceof HTMLSelectElement ? ([target, target.value] as const) : undefined,
);

/** Starts noting every select's last choice; once per page. */
export const noteChoicesBeforeHydration = choices.start;

/** The last value the visitor chose in `select`, if any; taken once. */
export const takeChoiceBeforeHydration = (select: HTMLSelectElement): string | undefined => choices.take(select);
