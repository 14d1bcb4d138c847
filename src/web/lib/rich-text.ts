/** A description is HTML when it holds angle brackets (the server has sanitised it; plain text has none). */
export function isHtml(text: string): boolean {
  return /[<>]/.test(text);
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'", nbsp: ' ' };

/**
 * The words of a description for places that take plain text: cards, the meta description and
 * structured data. Descriptions reach the browser already sanitised by the server (js-xss), which
 * escapes every `<` and `>` that is not part of a tag it keeps, so removing `<…>` leaves exactly
 * the text; the few entities it writes are turned back into characters, `&amp;` last so that an
 * escaped `&lt;` stays literal text.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(lt|gt|quot|apos|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
