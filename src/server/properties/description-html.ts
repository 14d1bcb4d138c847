import { FilterXSS } from 'xss';

/**
 * Property descriptions come from staff and may hold simple HTML. `xss` (js-xss) keeps a whitelist
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
    h3: [],
    h4: [],
    blockquote: [],
    a: ['href', 'title'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
  onTagAttr: (tag, name, value) => {
    // Links may only lead to web pages, mail or phone.
    if (tag === 'a' && name === 'href' && !/^(https?:|mailto:|tel:|\/|#)/i.test(value.trim())) return '';
    return undefined;
  },
});

/** The description with only safe formatting left; plain text (no angle brackets) is kept as it is. */
export function sanitizeDescription(text: string): string {
  return /[<>]/.test(text) ? filter.process(text) : text;
}
