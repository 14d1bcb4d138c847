import { useEffect, useRef } from 'react';

const PREFIX = 'admin-draft:';
/** Set once staff have signed in again: only then do kept drafts go back into their forms. */
const READY = 'admin-drafts-ready';

/** What each mounted form can hand over when the session ends under it. */
const openForms = new Map<string, () => unknown>();

/** Key of a draft: the route the form lives on (path and query). */
export function draftKey(location: { pathname: string; searchStr?: string }): string {
  return `${PREFIX}${location.pathname}${location.searchStr ?? ''}`;
}

/**
 * The session ended (401): keep what staff typed in every open form, keyed by its route, so the
 * form can take it back after they sign in again.
 */
export function saveOpenDrafts(storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage): void {
  // Forms may re-mount on the way to the sign-in page; they must not take their draft back yet.
  storage.removeItem(READY);
  for (const [key, read] of openForms) {
    try {
      storage.setItem(key, JSON.stringify(read()));
    } catch {
      // storage full or disabled: nothing to keep
    }
  }
}

/** Takes a kept draft out of storage (it is restored once). */
export function takeDraft<T>(key: string, storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): T | null {
  if (storage.getItem(READY) === null) return null;
  const raw = storage.getItem(key);
  if (raw === null) return null;
  storage.removeItem(key);
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Called after a successful sign-in: kept drafts may now be restored. */
export function allowDraftRestore(storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(READY, '1');
}

export function registerOpenForm(key: string, read: () => unknown): () => void {
  openForms.set(key, read);
  return () => {
    if (openForms.get(key) === read) openForms.delete(key);
  };
}

/**
 * Keeps a form's values safe across a lost session: registers the form while it is mounted under
 * `key` and restores a draft kept for it once. Without a key (a password form) nothing is kept.
 */
export function useFormDraft<T>(
  key: string | undefined,
  form: { getValues: () => T; setValues: (values: Partial<T>) => void },
): void {
  const restored = useRef(false);
  const { getValues, setValues } = form;
  useEffect(() => (key === undefined ? undefined : registerOpenForm(key, getValues)), [key, getValues]);
  useEffect(() => {
    if (key === undefined || restored.current) return;
    restored.current = true;
    const draft = takeDraft<Partial<T>>(key);
    if (draft) setValues(draft);
  }, [key, setValues]);
}
