/**
 * How an /api route (or a field of its answer) is retired without surprising an integrator: first it
 * is announced, on every answer, with `Deprecation` (RFC 9745: since when) and `Sunset` (RFC 8594: the
 * day it goes), and a `Link` to what replaces it; the OpenAPI document marks the operation deprecated.
 * Only after the sunset may it change. A route opts in with `deprecated` in `defineRoute`; see docs/api.md.
 */
export interface Deprecation {
  /** The day the deprecation was announced (YYYY-MM-DD). */
  since: string;
  /** The day the route or field goes away (YYYY-MM-DD). */
  sunset: string;
  /** What is going and what to use instead, for the document's description. */
  note: string;
  /** Where the replacement is documented (a path of this site or a URL). */
  link?: string;
}

const day = (date: string) => {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return new Date(time);
};

/** The headers every answer of a deprecated route carries. */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  return {
    // RFC 9745 writes the date as a structured-field date: @ and the Unix time in seconds.
    deprecation: `@${Math.floor(day(deprecation.since).getTime() / 1000)}`,
    sunset: day(deprecation.sunset).toUTCString(),
    ...(deprecation.link ? { link: `<${deprecation.link}>; rel="deprecation"; type="text/html"` } : {}),
  };
}
