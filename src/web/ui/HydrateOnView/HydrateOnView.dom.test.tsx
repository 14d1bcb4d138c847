import { act } from '@testing-library/react';
import { lazy, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIMS_EARLY_EVENTS, EARLY_EVENTS_SCRIPT, endEarlyEvents } from '../../lib/hydration/early-events.ts';
import { HydrateOnView } from './HydrateOnView.tsx';

/** The section as the server renders it: its content whole, inside a completed Suspense boundary. */
const SERVER_HTML = `<div ${CLAIMS_EARLY_EVENTS}=""><!--$--><button type="button">Save to shortlist</button><!--/$--></div>`;

/** jsdom has no IntersectionObserver: here a section never comes into view by itself. */
class NeverInView {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('HydrateOnView keeps a tap its content could not answer yet', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  const saved = vi.fn();
  const section = () => (
    <HydrateOnView>
      <button type="button" onClick={saved}>
        Save to shortlist
      </button>
    </HydrateOnView>
  );

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', NeverInView);
    saved.mockClear();
    container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    delete window.__earlyEvents;
    vi.unstubAllGlobals();
  });

  const button = () => container.querySelector('button')!;
  const tap = () => button().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  it('a tap before the page’s script ran: the section hydrates at once and the tap is replayed, once', async () => {
    new Function(EARLY_EVENTS_SCRIPT)();
    tap();
    // The page hydrates: the root layout stops the notes in its commit (as __root.tsx does).
    endEarlyEvents();
    await act(async () => {
      root = hydrateRoot(container, section());
    });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    tap();
    expect(saved).toHaveBeenCalledTimes(2);
  });

  it('a tap React delivers by hydrating the section at once is not replayed', async () => {
    await act(async () => {
      root = hydrateRoot(container, section());
    });
    const server = button();
    // The press opens the section, and React hydrates it before the click lands.
    await act(async () => button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    await act(async () => tap());
    expect(saved).toHaveBeenCalledTimes(1);
    expect(button()).toBe(server);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('a tap React could not deliver while the section’s code was on its way is replayed once it has hydrated', async () => {
    let arrive = () => {};
    const chunk = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    // The section's content in a chunk of its own, still on its way when the visitor taps.
    const LazyButton = lazy(async () => {
      await chunk;
      return {
        default: () => (
          <button type="button" onClick={saved}>
            Save to shortlist
          </button>
        ),
      };
    });
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrateOnView>
          <LazyButton />
        </HydrateOnView>,
      );
    });
    // A tap: the press opens the section, but its code has not arrived, so React drops the click.
    await act(async () => {
      button().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      tap();
    });
    expect(saved).not.toHaveBeenCalled();
    const tapped = button();
    await act(async () => arrive());
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    // The server's button, hydrated in place (not rendered anew).
    expect(button()).toBe(tapped);
    tap();
    expect(saved).toHaveBeenCalledTimes(2);
  });
});

/** A section on the first screen: reported in view (a task later, as a browser does) once watched. */
class AlwaysInView {
  constructor(private readonly report: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    setTimeout(() => this.report([{ isIntersecting: true }]));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('HydrateOnView for content that works as the server’s HTML', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  const hydrated = vi.fn();
  function Form() {
    useEffect(hydrated, []);
    return <button type="submit">Search</button>;
  }

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', AlwaysInView);
    hydrated.mockClear();
    container = document.createElement('div');
    container.innerHTML = `<div ${CLAIMS_EARLY_EVENTS}=""><!--$--><button type="submit">Search</button><!--/$--></div>`;
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  it('in view, a section hydrates with the page; one to hydrate when touched waits for the first press', async () => {
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrateOnView>
          <Form />
        </HydrateOnView>,
      );
    });
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    act(() => root?.unmount());
    hydrated.mockClear();
    container.innerHTML = `<div ${CLAIMS_EARLY_EVENTS}=""><!--$--><button type="submit">Search</button><!--/$--></div>`;

    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrateOnView onlyWhenTouched>
          <Form />
        </HydrateOnView>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(hydrated).not.toHaveBeenCalled();
    await act(async () =>
      container.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })),
    );
    expect(hydrated).toHaveBeenCalledTimes(1);
  });
});
