/** A tiny XML writer for the feeds: elements with text in CDATA (as the portals' samples have it). */
export type XmlNode = string;

/** Text as CDATA; a `]]>` inside is split across two sections, and characters XML 1.0 forbids are dropped. */
function cdata(text: string): string {
  // eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 cannot carry
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return `<![CDATA[${clean.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
const attributeText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([key, attribute]) => ` ${key}="${escapeAttribute(attribute)}"`)
    .join('');

/** `<name attr="...">text</name>`; null or undefined text leaves the element out. */
export function text(
  name: string,
  value: string | number | null | undefined,
  attributes: Record<string, string> = {},
): XmlNode {
  if (value === null || value === undefined) return '';
  return `<${name}${attributeText(attributes)}>${typeof value === 'number' ? String(value) : cdata(value)}</${name}>`;
}

/** `<name>children</name>`; a list with nothing in it (no features, no videos) is left out. */
export function element(name: string, children: XmlNode[], attributes: Record<string, string> = {}): XmlNode {
  const content = children.join('');
  if (!content) return '';
  return `<${name}${attributeText(attributes)}>${content}</${name}>`;
}

/** The whole document: its root element is there even with nothing in it (an empty feed). */
export function xmlDocument(name: string, children: XmlNode[], attributes: Record<string, string> = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(name, children, attributes) || `<${name}${attributeText(attributes)}></${name}>`}\n`;
}

/** A sanitised description's HTML as plain text with its paragraphs and line breaks kept. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A time as the feeds write it: `YYYY-MM-DD HH:MM:SS` in Dubai (UTC+4 all year). */
export function feedTime(at: Date): string {
  return new Date(at.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}
