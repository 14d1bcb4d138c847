import { FilterXSS } from 'xss';

/**
 * Property descriptions come from staff and may hold simple HTML. `xss` (js-xss) keeps a whitelist
 * of formatting tags and drops scripts, event handlers and javascript: URLs. It parses strings
 * itself, with no DOM, so the server and the browser produce the same markup (no hydration
 * mismatch), and it adds a few kB to the landing chunk where DOMPurify would need jsdom on the server.
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

/** The spec's rule: a description is HTML when it contains angle brackets. */
export function isHtml(text: string): boolean {
  return /[<>]/.test(text);
}

export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
