import serifFont from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url';
import sansFont from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url';
import arabicSansFont from '@fontsource/tajawal/files/tajawal-arabic-400-normal.woff2?url';
import arabicSansMediumFont from '@fontsource/tajawal/files/tajawal-arabic-500-normal.woff2?url';
import cyrillicSerifFont from '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-cyrillic-wght-normal.woff2?url';
import cyrillicSansFont from '@fontsource-variable/jost/files/jost-cyrillic-wght-normal.woff2?url';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { pageTitle } from '../../shared/agency.ts';
import { isConsolePath, type Locale } from '../../shared/i18n/locales.ts';
import { m } from '../../shared/paraglide/messages.js';
import { NotFoundScreen } from '../ui/NotFoundScreen/NotFoundScreen.tsx';
import { CurrencyTicker } from '../features/site/CurrencyTicker/CurrencyTicker.tsx';
import { SiteFooter } from '../features/site/SiteFooter/SiteFooter.tsx';
import { SiteHeader } from '../features/site/SiteHeader/SiteHeader.tsx';
import { RouteErrorScreen } from '../ui/RouteErrorScreen/RouteErrorScreen.tsx';
import { WhatsAppButton } from '../features/site/WhatsAppButton/WhatsAppButton.tsx';
import { LanguageBanner } from '../features/site/LanguageSwitcher/LanguageBanner.tsx';
import { AppProviders } from '../app-providers.tsx';
import { intlLocale, pageDirection, pageLocale } from '../lib/i18n.ts';
import {
  claimEarlyEvents,
  EARLY_EVENTS_SCRIPT,
  endEarlyEvents,
  outsideLaterParts,
  replay,
} from '../lib/hydration/early-events.ts';
import { followStaticLinks } from '../lib/hydration/static-links.ts';
import { agencyRegistrationQuery, exchangeRatesQuery } from '../queries.ts';
import type { RouterContext } from '../router-context.ts';
import arabicSerifFont from '../fonts/amiri-arabic-core-400-normal.woff2?url';
import classes from './-root.module.css';

/**
 * The font files each language's pages need on their first screen. Russian pages use the Cyrillic
 * subsets of the same two faces; Arabic pages set their headings in Amiri (its core of Arabic letters,
 * scripts/subset-arabic-font.ts) and their text in Tajawal, whose medium weight (buttons, labels, the
 * header's links) is a file of its own (see styles/global.css); Chinese pages use the reader's own CJK
 * faces.
 */
const LATIN_FONTS = [serifFont, sansFont];
const PRELOADED_FONTS: Record<Locale, readonly string[]> = {
  en: LATIN_FONTS,
  ar: [...LATIN_FONTS, arabicSerifFont, arabicSansFont, arabicSansMediumFont],
  ru: [...LATIN_FONTS, cyrillicSerifFont, cyrillicSansFont],
  zh: LATIN_FONTS,
};

/** An inline monogram, so no request for /favicon.ico is made (and none fails). */
const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1B1F2A"/>' +
      '<text x="32" y="45" font-family="Georgia,serif" font-size="38" text-anchor="middle" fill="#E9DFD3">S</text></svg>',
  );

export const Route = createRootRouteWithContext<RouterContext>()({
  // The registration is in the footer of every public page, so it is in the first bytes; a failure
  // leaves the footer without it rather than failing the page. The console has its own layout.
  // So are the stored exchange rates: the ticker is in the HTML as it will stay (no band that fills in
  // and shifts the page, no formatting in the browser while it hydrates), and a visitor who chose
  // another currency than AED gets the page with its prices converted. A cached page's rates are at
  // most its age old; the browser refreshes them once they are older than the ticker's refresh time.
  loader: async ({ context: { queryClient, trpc }, location }) => {
    if (isConsolePath(location.pathname)) return;
    await Promise.all([
      queryClient.prefetchQuery(agencyRegistrationQuery(trpc)),
      queryClient.prefetchQuery(exchangeRatesQuery(trpc)),
    ]);
  },
  head: ({ match }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#FBF8F4' },
      // Pages set their own title; an unknown path (handled here, at the root) gets the 404 title.
      { title: match._notFound ? pageTitle(m.not_found_title()) : m.site_name() },
      ...(match._notFound ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      // The faces of the headings and the text, fetched with the CSS rather than after it: the Latin ones
      // everywhere (the brand's name is in Latin letters on every page), and the page's own script's.
      ...PRELOADED_FONTS[pageLocale()].map((href) => ({
        rel: 'preload',
        href,
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous' as const,
      })),
      { rel: 'icon', href: FAVICON, type: 'image/svg+xml' },
    ],
  }),
  component: RootComponent,
  notFoundComponent: NotFoundScreen,
  errorComponent: RouteErrorScreen,
  shellComponent: RootDocument,
});

function RootComponent() {
  return <Outlet />;
}

/** The HTML document: Mantine's colour scheme attributes, the route head and the hydration scripts. */
function RootDocument({ children }: { children: ReactNode }) {
  // The staff console under /admin has its own layout; every other page wears the public site's chrome.
  const isAdmin = useRouterState({ select: (state) => isConsolePath(state.location.pathname) });
  // The page's CSP nonce: Mantine's inline colour scheme script runs only with it.
  const router = useRouter();
  const { options } = router;
  const nonce = options.ssr?.nonce;
  // Once hydrated, the router follows the plain links of the parts that are not (see StaticContent).
  useEffect(() => followStaticLinks(router), [router]);
  // Taps and submits made before the script ran (see early-events.ts): noting stops in the commit that
  // hydrates the page, and those outside the sections that hydrate later (which replay their own) are
  // replayed a task later, once what hydration set off (the shortlist read, typed text taken back) has rendered.
  useLayoutEffect(endEarlyEvents, []);
  useEffect(() => {
    const events = claimEarlyEvents(outsideLaterParts);
    if (events.length > 0) setTimeout(() => replay(events));
  }, []);
  // The language is the URL's (the console is English only); Arabic reads right to left.
  const locale = isAdmin ? 'en' : pageLocale();
  const dir = pageDirection(locale);
  return (
    <html lang={locale} dir={dir} {...mantineHtmlProps}>
      <head>
        {/* First in the head: it notes the taps that come before the page's script (early-events.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_EVENTS_SCRIPT }} />
        <ColorSchemeScript forceColorScheme="light" nonce={nonce} />
        <HeadContent />
      </head>
      <body>
        <AppProviders
          dir={dir}
          displayPreferences={
            isAdmin
              ? null
              : {
                  trpc: options.context.trpc,
                  initial: options.context.displayPreferences,
                  locale: intlLocale(locale),
                }
          }
        >
          {isAdmin ? (
            children
          ) : (
            <div className={classes.page}>
              <a href="#main" className={classes.skipLink}>
                {m.skip_link()}
              </a>
              <SiteHeader />
              {/*
               * Each boundary is hydrated after the header, at React's offscreen priority, in slices
               * that yield to the browser: the server's HTML shows meanwhile, and a click on a part
               * not yet hydrated hydrates that part first. Nothing here suspends on the server, so
               * every part is in the HTML as before.
               */}
              <Suspense fallback={null}>
                <CurrencyTicker />
              </Suspense>
              <main id="main" className={classes.main}>
                <Suspense fallback={null}>{children}</Suspense>
              </main>
              <Suspense fallback={null}>
                <SiteFooter />
              </Suspense>
              <Suspense fallback={null}>
                <WhatsAppButton />
              </Suspense>
              <LanguageBanner />
            </div>
          )}
        </AppProviders>
        <Scripts />
      </body>
    </html>
  );
}
