import { useLayoutEffect, useRef, type RefObject } from 'react';
import { takeChoiceBeforeHydration } from './choices-before-hydration.ts';
import { useIsHydrating } from './use-is-hydrating.ts';

/** The fields a visitor types into. */
const TYPED_FIELDS =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="submit"]):not([type="button"]), textarea';

/**
 * Keeps what a visitor typed or chose in a server-rendered form before it hydrated: on a slow phone,
 * or in a section whose form is fetched only when the visitor comes near it (HydrateOnView). Until
 * then the fields are the server's HTML and take the keys, but the form's state knows nothing of them;
 * React leaves a field's text alone while it hydrates, then writes the state's value over it at the
 * next render, and the text is gone. Once the form has hydrated, each field whose text differs from
 * the server's is handed to the form's own onChange, as if typed at that moment. A select has already
 * been set back by then, so its choice comes from what the entry noted (choices-before-hydration.ts).
 *
 * It returns the ref to put on the element around the fields. A form rendered in the browser (after a
 * navigation) has nothing typed before it, and the hook does nothing there.
 */
export function useKeepTypedBeforeHydration<Element extends HTMLElement>(): RefObject<Element | null> {
  const form = useRef<Element>(null);
  const hydrating = useIsHydrating();
  useLayoutEffect(() => {
    if (!hydrating) return;
    for (const field of form.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED_FIELDS) ?? []) {
      const typed = field.value;
      // React has just set the default value to the state's (the server's) value.
      if (typed === field.defaultValue) continue;
      // React fires onChange for an input event only when the field's value differs from the last one
      // it saw, which it records through the field's own `value` property: that goes back to the
      // server's value, the prototype's setter (which React does not watch) puts the typed text back,
      // and the event delivers it to the form.
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    for (const select of form.current?.querySelectorAll('select') ?? []) {
      const choice = takeChoiceBeforeHydration(select);
      // The server's choice, which is the form's state: React leaves `selected` attributes alone.
      const rendered = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
      if (choice === undefined || choice === rendered?.value) continue;
      // React's onChange of a select listens to the change event itself, with no value tracker.
      select.value = choice;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    // Runs again when `hydrating` turns false at the next render, and does nothing then.
  }, [hydrating]);
  return form;
}
