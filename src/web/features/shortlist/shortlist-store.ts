import { useSyncExternalStore } from 'react';
import { parseShortlistIds, SHORTLIST_LIMIT } from '../../../shared/shortlist/shortlist.ts';

/**
 * The visitor's shortlist, kept in this browser only (no account): the residence ids in
 * localStorage under a versioned key. Server HTML and hydration read the empty list (the server
 * cannot know it), so React renders the unsaved state first and the saved one right after, without
 * a mismatch. A change in another tab arrives through the `storage` event.
 */
export const SHORTLIST_STORAGE_KEY = 'ssr.shortlist.v1';

const EMPTY: readonly number[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: EMPTY };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage denied (privacy settings): the shortlist works for the page's life only.
    return null;
  }
}

let memory: string | null = null;

function readRaw(): string | null {
  const store = storage();
  if (!store) return memory;
  try {
    return store.getItem(SHORTLIST_STORAGE_KEY);
  } catch {
    return memory;
  }
}

/** What was stored, as ids; anything unreadable counts as an empty shortlist. */
function parseStored(raw: string | null): readonly number[] {
  try {
    return raw ? parseShortlistIds(JSON.parse(raw)) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The saved ids, the same array while the stored text is unchanged (useSyncExternalStore needs that). */
export function readShortlist(): readonly number[] {
  const raw = readRaw();
  if (raw === cached.raw) return cached.ids;
  cached = { raw, ids: parseStored(raw) };
  return cached.ids;
}

function writeShortlist(ids: readonly number[]): void {
  const raw = JSON.stringify(ids.slice(0, SHORTLIST_LIMIT));
  memory = raw;
  try {
    storage()?.setItem(SHORTLIST_STORAGE_KEY, raw);
  } catch {
    // Full or denied: kept in memory for this page.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === SHORTLIST_STORAGE_KEY) for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

/** The saved residence ids: empty on the server and while hydrating, the stored ones after. */
export const useShortlist = (): readonly number[] => useSyncExternalStore(subscribe, readShortlist, serverSnapshot);

export const isSaved = (id: number): boolean => readShortlist().includes(id);

/** Saves the residence, or removes it when saved; a full shortlist saves nothing more. Returns whether it is saved now. */
export function toggleShortlisted(id: number): boolean {
  const ids = readShortlist();
  if (ids.includes(id)) {
    writeShortlist(ids.filter((saved) => saved !== id));
    return false;
  }
  if (ids.length >= SHORTLIST_LIMIT) return false;
  writeShortlist([...ids, id]);
  return true;
}

/** Saves every one of `ids` not yet saved (a shared link's "Save all"), up to the limit. */
export function saveAllToShortlist(ids: readonly number[]): void {
  const saved = readShortlist();
  writeShortlist([...saved, ...ids.filter((id) => !saved.includes(id))].slice(0, SHORTLIST_LIMIT));
}

export function removeFromShortlist(id: number): void {
  writeShortlist(readShortlist().filter((saved) => saved !== id));
}
