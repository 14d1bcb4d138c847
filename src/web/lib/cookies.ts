/** A year: a visitor's choices (language, currency, unit) are still theirs on the next visit. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps a visitor's choice in a first-party cookie the server can read too (so the first bytes of
 * the next page already follow it); null forgets it.
 */
export function writeCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value ?? ''}; ${attributes(value === null ? 0 : REMEMBER_SECONDS)}${secure}`;
}

const attributes = (maxAgeSeconds: number) => `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;

/** What follows `name=value` in a remembered choice's cookie (bar `; Secure` over HTTPS), for the page's inline script. */
export const REMEMBERED_COOKIE_ATTRIBUTES = attributes(REMEMBER_SECONDS);
