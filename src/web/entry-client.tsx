// Dev only (empty in builds): React Fast Refresh needs its preamble before any component module runs.
import '@vitejs/plugin-react/preamble';
import './zod-jitless.ts';
import './styles/mantine.ts';
import '@mantine/notifications/styles.css';
// One variable file for every weight of the serif (300-700): the headings' 500 and 600 come with the
// first file instead of two more, each of which made the browser lay the whole page out again.
import '@fontsource-variable/cormorant-garamond/wght.css';
import '@fontsource-variable/cormorant-garamond/wght-italic.css';
import '@fontsource-variable/jost';
// Arabic pages only: the faces are fetched when Arabic text is shown in them (see styles/global.css,
// which also declares Amiri's two files).
import '@fontsource/tajawal/arabic-400.css';
import '@fontsource/tajawal/arabic-500.css';
import './styles/global.css';
import { DEFAULT_DISPLAY_PREFERENCES } from '../shared/display-preferences.ts';
import { captureAttribution } from './features/leads/attribution.ts';
import { noteChoicesBeforeHydration } from './lib/hydration/choices-before-hydration.ts';

// Before anything navigates: the visit's landing URL and referrer say where it came from.
captureAttribution();
// Before anything hydrates: a choice made in a form's select is kept for the form (see the module).
noteChoicesBeforeHydration();

/** A new task: what the browser has waiting (a paint, a tap) goes first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in stages, each its own task. Evaluating every module of the first load, making the
 * router and starting hydration used to be one task of ~180 ms on a mid-range phone, the page's
 * longest; a dynamic import evaluates its modules when it resolves, in a task of its own. The
 * modules are already on their way (the page preloads them all), so the stages wait for no network.
 */
async function start(): Promise<void> {
  // The entry's own work above has its task; React's evaluation gets the next, and the router, Query
  // and tRPC (the framework chunk) the one after: the three in one task made the page's longest.
  await nextTask();
  const [react, { hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await nextTask();
  const { RouterClient } = await import('@tanstack/react-router/ssr/client');
  await nextTask();
  // The site: Mantine, the root layout and the route tree.
  const [{ createAppRouter, createQueryClient }, { createBrowserTrpc }] = await Promise.all([
    import('./router.tsx'),
    import('./trpc.ts'),
  ]);
  await nextTask();
  const queryClient = createQueryClient();
  // The server's nonce for this page (its router renders it as a meta tag), so that inline scripts
  // the router renders here match the server's and keep running under the page's CSP.
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
  const router = createAppRouter(
    {
      queryClient,
      trpc: createBrowserTrpc(queryClient),
      // Replaced by the server's PUBLIC_URL when the SSR payload hydrates.
      siteUrl: window.location.origin,
      // Replaced by the server's MAP_TILES_URL when the SSR payload hydrates.
      mapTilesUrl: '',
      // Replaced by what the server rendered with when the SSR payload hydrates.
      displayPreferences: DEFAULT_DISPLAY_PREFERENCES,
    },
    { nonce },
  );
  await nextTask();
  // Hydration as a transition: React hydrates in slices of a few milliseconds and yields between them,
  // so a tap during start-up is answered instead of waiting behind one long task (total blocking time).
  react.startTransition(() => {
    hydrateRoot(document, react.createElement(react.StrictMode, null, react.createElement(RouterClient, { router })));
  });
}

void start();
