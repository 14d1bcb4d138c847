import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * `rendered` while React hydrates (and on the server), `live` otherwise. A part that hydrates late
 * hydrates with what its HTML was rendered with; React then renders it again with `live` at once
 * (only when the two differ, as Object.is tells).
 */
export const useHydrationValue = <T>(rendered: T, live: T): T =>
  useSyncExternalStore(
    subscribeToNothing,
    () => live,
    () => rendered,
  );

/**
 * True while React hydrates the server's HTML (and on the server); false for a mount in the browser
 * (after a navigation, or by an interaction). React reads a store's server snapshot only while it
 * hydrates, so the answer needs no effect and no second render.
 */
export const useIsHydrating = (): boolean => useHydrationValue(true, false) && typeof window !== 'undefined';

/** Whether two lists hold the same values, each compared with Object.is (as React compares dependencies). */
export const sameValues = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
