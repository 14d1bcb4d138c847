import { useLocation } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { readCookie } from '../../../../shared/cookies.ts';
import { LOCALE_COOKIE, localizedPath, type Locale } from '../../../../shared/i18n/locales.ts';
import { getTextDirection, isLocale } from '../../../../shared/paraglide/runtime.js';
import { m } from '../../../../shared/paraglide/messages.js';
import { pageLocale } from '../../../lib/i18n.ts';
import { REMEMBERS_LOCALE } from '../../../lib/hydration/early-events.ts';
import classes from './LanguageBanner.module.css';

/** Once dismissed, the offer stays away for the rest of the visit. */
const DISMISSED_KEY = 'language-offer-dismissed';

/**
 * The language to offer a visitor on a page in `current`: the one they chose before (the `locale`
 * cookie), else the first of their browser's languages (what it sends as Accept-Language) that the
 * site speaks; null when that is the page's own.
 */
export function offeredLocale(current: Locale, remembered: string | null, preferred: readonly string[]): Locale | null {
  const wanted = isLocale(remembered)
    ? remembered
    : preferred
        .map((tag) => tag.toLowerCase().split('-')[0])
        .find((language): language is Locale => isLocale(language));
  return wanted && wanted !== current ? wanted : null;
}

/** The cookie and the browser's languages are read once per render; nothing needs to be watched. */
const noChanges = () => () => {};

/**
 * A discreet offer of the visitor's own language, in that language. Never a redirect: every URL
 * stays what it is for search engines, and the cached page is the same for everyone. It is decided
 * in the browser after hydration and floats over the page, so nothing shifts and the server's HTML
 * never depends on Accept-Language.
 */
export function LanguageBanner() {
  const current = pageLocale();
  const path = useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });
  const [dismissed, setDismissed] = useState(false);
  // Null on the server and while hydrating (so the HTML is the same for everyone), then the browser's answer.
  const offer = useSyncExternalStore(
    noChanges,
    () =>
      sessionStorage.getItem(DISMISSED_KEY)
        ? null
        : offeredLocale(current, readCookie(document.cookie, LOCALE_COOKIE), navigator.languages),
    () => null,
  );

  if (!offer || dismissed) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    // Placed by the page's direction (opposite the WhatsApp button), written in the offered language's.
    <aside className={classes.banner} aria-label={m.language_label({}, { locale: offer })}>
      <div lang={offer} dir={getTextDirection(offer)}>
        <p className={classes.text}>{m.language_banner_text({}, { locale: offer })}</p>
        <div className={classes.actions}>
          <a
            href={localizedPath(path, offer)}
            hrefLang={offer}
            className={classes.action}
            {...{ [REMEMBERS_LOCALE]: offer }}
          >
            {m.language_banner_action({}, { locale: offer })}
          </a>
          <button type="button" className={classes.dismiss} onClick={dismiss}>
            {m.language_banner_dismiss({}, { locale: offer })}
          </button>
        </div>
      </div>
    </aside>
  );
}
