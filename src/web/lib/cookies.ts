/** A year: a visitor's choices (language, currency, unit) are still theirs on the next visit. */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps a visitor's choice in a first-party cookie the server can read too (so the first bytes of
 * the next page already follow it); null forgets it.
 */
export function writeCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value === null ? 'Max-Age=0' : `Max-Age=${REMEMBER_SECONDS}`;
  document.cookie = `${name}=${value ?? ''}; Path=/; ${lifetime}; SameSite=Lax${secure}`;
}
