import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../server/trpc/app-router.ts';
import type { DisplayPreferences } from '../shared/display-preferences.ts';

/*
 * The router's context as types alone, apart from router.tsx: that file imports the route tree, so
 * a route's module that read these types from it closed an import circle through every route.
 */

export type Trpc = TRPCOptionsProxy<AppRouter>;

/** What every route's loader and component can reach through the router context. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  /** Absolute origin of the public site (PUBLIC_URL), for canonical and Open Graph URLs. */
  siteUrl: string;
  /** Origin of the open map tile service (MAP_TILES_URL) the location page draws its map from. */
  mapTilesUrl: string;
  /** The currency and area unit the page is rendered in: the server reads them from the request's cookies. */
  displayPreferences: DisplayPreferences;
}
