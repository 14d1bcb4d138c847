// Dev only (empty in builds): React Fast Refresh needs its preamble before any component module runs.
import '@vitejs/plugin-react/preamble';
import './zod-jitless.ts';
import './styles/mantine.ts';
import '@mantine/notifications/styles.css';
import '@fontsource/cormorant-garamond/400.css';
import '@fontsource/cormorant-garamond/400-italic.css';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource-variable/jost';
// Arabic pages only: the faces are fetched when Arabic text is shown in them (see styles/global.css).
import '@fontsource/amiri/arabic-400.css';
import '@fontsource/tajawal/arabic-400.css';
import '@fontsource/tajawal/arabic-500.css';
import './styles/global.css';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { DEFAULT_DISPLAY_PREFERENCES } from '../shared/display-preferences.ts';
import { captureAttribution } from './lib/attribution.ts';
import { createAppRouter, createQueryClient } from './router.tsx';
import { createBrowserTrpc } from './trpc.ts';

// Before anything navigates: the visit's landing URL and referrer say where it came from.
captureAttribution();

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

// Hydration as a transition: React hydrates in slices of a few milliseconds and yields between them,
// so a tap during start-up is answered instead of waiting behind one long task (total blocking time).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
});
