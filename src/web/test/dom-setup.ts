import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: Mantine asks for media queries, element sizes and scrolling, which a browser gives.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

class NoResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
// Nor fonts: an autosizing textarea listens for them to load to measure itself again.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
  });
window.scrollTo = () => {};

// findBy/waitFor wait for what a visitor would: a dialog's open and close transitions on two busy cores
// (CI runs the DOM tests beside other work) take longer than the library's default second.
configure({ asyncUtilTimeout: 5_000 });

// The toasts' store is the module's, shared by every file of a worker (isolate: false): a toast one test
// raised must not be on screen in the next.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});
