import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates the server's HTML (and on the server); false for a mount in the browser
 * (after a navigation, or by an interaction). React reads a store's server snapshot only while it
 * hydrates, so the answer needs no effect and no second render.
 */
export const useIsHydrating = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  ) && typeof window !== 'undefined';
