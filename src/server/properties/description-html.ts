import { FilterXSS } from 'xss';
import { isSitePath } from '../../shared/validation.ts';

/**
 * Property descriptions and blog articles come from staff and may hold simple HTML. `xss` (js-xss) keeps a whitelist
 * of formatting tags and drops scripts, event handlers and javascript: URLs. It parses strings
 * itself, with no DOM (DOMPurify would need jsdom on the server). Descriptions are cleaned as they
 * are saved (see property.entity.ts), so every reader (pages, REST integrators) gets safe markup and the
 * browser needs no sanitiser of its own.
 */
const filter = new FilterXSS({
  whiteList: {
    p: [],
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    ul: [],
    ol: [],
    li: [],
    h2: [],
    h3: [],
    h4: [],
    blockquote: [],
    a: ['href', 'title'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
  onTagAttr: (tag, name, value) => {
    if (tag === 'a' && name === 'href' && !isSafeHref(value)) return '';
    return undefined;
  },
});

/**
 * Links may only lead to web pages, mail or phone, or to a path on this site. The value is read as a
 * browser reads it (entities decoded, invisible characters gone): `/\evil.example`, `\\evil.example`
 * and `//evil.example` all leave the site, since browsers take a backslash for a slash.
 */
function isSafeHref(raw: string): boolean {
  const value = decodeEntities(raw).trim();
  if (value.startsWith('/')) return isSitePath(value);
  return /^(https?:|mailto:|tel:|#)/i.test(value) && !value.includes('\\');
}

/** The description with only safe formatting left; plain text (no angle brackets) is kept as it is. */
export function sanitizeDescription(text: string): string {
  return /[<>]/.test(text) ? filter.process(text) : text;
}

/** Named entities a link could hide a slash, a backslash or a dropped character behind. */
const NAMED_ENTITIES: Record<string, string> = { sol: '/', bsol: '\\', tab: '\t', newline: '\n', colon: ':' };

/** The attribute value as the browser reads it: numeric and the named entities above decoded. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, digits: string) => String.fromCodePoint(Number.parseInt(digits, 10) % 0x110000))
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity);
}
