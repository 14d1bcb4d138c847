import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DisplayPreferences } from '../shared/display-preferences.ts';
import { SiteNotifications } from './features/site/SiteNotifications/SiteNotifications.tsx';
import { DisplayPreferencesProvider } from './lib/display-preferences.tsx';
import { themeCssVariables } from './lib/theme-css-variables.ts';
import type { Trpc } from './router-context.ts';
import { theme } from './theme.ts';

/** Mantine's CSS variables for the theme: a constant, so made once rather than on every render. */
const THEME_CSS_VARIABLES = themeCssVariables(theme);

export interface AppProvidersProps {
  /** The page's writing direction: Arabic reads right to left. */
  dir: 'ltr' | 'rtl';
  /**
   * What the figures of a public page are shown in (currency, area unit, locale), read through tRPC;
   * null in the staff console, which shows records in the agency's own units.
   */
  displayPreferences: { trpc: Trpc; initial: DisplayPreferences; locale: string } | null;
  /** Mantine's 'test' environment (no transitions, no portals) for the DOM tests; 'default' everywhere else. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/**
 * Everything a page of the app renders inside: direction, Mantine with our theme (its variables written
 * once, see theme-css-variables.ts), the toasts and the visitor's display preferences. The root layout
 * (routes/__root.tsx) and the web tests' render helper (test/render.tsx) both use it, so a component under
 * test sits in the providers it has on the site. The query client comes from the router's `Wrap`.
 */
export function AppProviders({ dir, displayPreferences, env = 'default', children }: AppProvidersProps) {
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} env={env}>
        <style data-mantine-styles dangerouslySetInnerHTML={{ __html: THEME_CSS_VARIABLES }} />
        <SiteNotifications />
        {displayPreferences ? (
          <DisplayPreferencesProvider
            trpc={displayPreferences.trpc}
            initial={displayPreferences.initial}
            locale={displayPreferences.locale}
          >
            {children}
          </DisplayPreferencesProvider>
        ) : (
          children
        )}
      </MantineProvider>
    </DirectionProvider>
  );
}
