/**
 * Choices a visitor makes in a server-rendered `<select>` before its form has hydrated (a slow phone,
 * or a section that hydrates only when the visitor comes near it, HydrateOnView). React sets a
 * hydrating select's options back to the form's state, so by the time the form could look, the
 * choice is gone from the page; it is noted here as it is made. The entry starts listening before
 * anything hydrates (it imports no React, so the entry stays small); useKeepTypedBeforeHydration
 * takes each choice back into its form.
 */

const chosen = new WeakMap<HTMLSelectElement, string>();
let listening = false;

/** Starts noting every select's last choice; once per page. */
export function noteChoicesBeforeHydration(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // On the window in the capture phase: heard before anything on the page can stop the event.
  window.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLSelectElement) chosen.set(event.target, event.target.value);
    },
    true,
  );
}

/** The last value the visitor chose in `select`, if any; taken once. */
export function takeChoiceBeforeHydration(select: HTMLSelectElement): string | undefined {
  const value = chosen.get(select);
  chosen.delete(select);
  return value;
}
