import { useLocation } from '@tanstack/react-router';
import { locales, localizedPath, NATIVE_NAMES } from '../../../../shared/i18n/locales.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { REMEMBERS_LOCALE } from '../../../lib/hydration/early-events.ts';
import { pageLocale } from '../../../lib/i18n.ts';
import classes from './LanguageSwitcher.module.css';

/**
 * The four languages by their own names, each a link to this page (same path and query) in that
 * language. A full page load, so the new page comes from the server with its own direction, fonts
 * and messages. `tone` follows the surface: `dark` on the header's ink strip, `light` in the menu.
 * Following one remembers the language in the `locale` cookie, read by the language banner (on a later
 * visit it only offers the language, it never redirects): the page's inline script writes it
 * (`REMEMBERS_LOCALE`), so a link followed before the page has hydrated remembers it too.
 */
export function LanguageSwitcher({ tone }: { tone: 'dark' | 'light' }) {
  const current = pageLocale();
  // The router's location is the page without its language prefix ('/properties/135?view=map').
  const path = useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });
  return (
    <ul className={classes.list} data-tone={tone} aria-label={m.language_label()}>
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={localizedPath(path, locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            className={classes.link}
            {...{ [REMEMBERS_LOCALE]: locale }}
          >
            {NATIVE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
