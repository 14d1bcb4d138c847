/*
 * Quoted history and signatures of a buyer's reply, folded away for display. Only the text shown is
 * cut: the message is stored whole. Markers of the clients buyers use (Gmail, Outlook, Apple Mail,
 * Thunderbird, phones), in the site's languages and the ones those clients default to.
 */

/** The line that introduces a quote: "On <date>, <name> wrote:" and its translations. */
const ATTRIBUTION = [
  /^On\b.+\bwrote:$/i, // Gmail, Apple Mail ("On 30 Nov 2026, at 10:00, Name <a@b> wrote:"), Thunderbird
  /^Le\b.+\ba écrit\s*:$/i,
  /^Am\b.+\bschrieb\b.*:$/i,
  /^El\b.+\bescribió:$/i,
  /(?:написал|написала|написал\(а\)|пишет)\s*:$/i, // Thunderbird, Mail.ru, Yandex
  /كتبت?\s*:$/, // Gmail in Arabic: "في الاثنين، ٣٠ نوفمبر ... <a@b> كتب:"
  /写道\s*[:：]$/, // Gmail in Chinese: "Name <a@b> 于2026年11月30日周一 10:00写道："
];

/** Outlook's and Android's separator above the message replied to. */
const ORIGINAL_MESSAGE =
  /^-{2,}\s*(?:original message|message d'origine|ursprüngliche nachricht|mensaje original|исходное сообщение|الرسالة الأصلية|原始邮件|邮件原件)\s*-{2,}$/i;

/** Outlook's header block of the message replied to: From:, then Sent: (or Date:) and Subject:. */
const HEADER_FROM = /^\*?(?:from|de|von|от|من|发件人)\s*\*?\s*[:：]/i;
const HEADER_SENT = /^\*?(?:sent|date|envoyé|gesendet|отправлено|дата|أرسلت|أرسل|التاريخ|发送时间|日期)\s*\*?\s*[:：]/i;
const HEADER_SUBJECT = /^\*?(?:subject|objet|betreff|тема|الموضوع|主题)\s*\*?\s*[:：]/i;
/** Outlook on the web draws this line above the header block. */
const OUTLOOK_RULE = /^_{10,}$/;

/** "-- " (RFC 3676; clients often drop the space), and the footers phones add. */
const SIGNATURE =
  /^(?:--\s?|sent from my \w+.*|sent from (?:mail|outlook|yahoo mail).*|get outlook for (?:ios|android).*|von meinem iphone gesendet|envoyé de mon iphone|отправлено с iphone|أرسلت من iphone|从我的iphone发送)$/i;

const QUOTED = /^\s*>/;

/** What of a received message the timeline shows at once, and what it folds away (the original is stored whole). */
export interface FoldedText {
  /** The buyer's own words. */
  shown: string;
  /** The quoted history and signature, or null when there was none. */
  folded: string | null;
}

function isAttribution(line: string): boolean {
  return ATTRIBUTION.some((pattern) => pattern.test(line));
}

/** Whether a quote header (one line, or one wrapped over two as Gmail does with long names) starts at `i`. */
function quoteHeaderAt(lines: readonly string[], i: number): boolean {
  const line = lines[i]!.trim();
  if (!line) return false;
  if (isAttribution(line) || ORIGINAL_MESSAGE.test(line)) return true;
  const next = lines[i + 1]?.trim();
  if (next && isAttribution(`${line} ${next}`) && !isAttribution(next)) return true;
  if (!HEADER_FROM.test(line)) return false;
  const following = lines.slice(i + 1, i + 6).map((candidate) => candidate.trim());
  return following.some((candidate) => HEADER_SENT.test(candidate)) && following.some((c) => HEADER_SUBJECT.test(c));
}

/**
 * A reply written between the quoted lines (inline answers): folding from the first quote would hide
 * the buyer's own words, so such a message is shown whole.
 */
function answersInline(lines: readonly string[]): boolean {
  let quoted = false;
  for (const line of lines) {
    if (QUOTED.test(line)) quoted = true;
    else if (quoted && line.trim() && !SIGNATURE.test(line.trim())) return true;
  }
  return false;
}

/** Where the quote that runs to the end begins: the last lines, when they are all `>` lines (or blank). */
function trailingQuoteStart(lines: readonly string[]): number {
  let start = lines.length;
  while (start > 0 && (QUOTED.test(lines[start - 1]!) || !lines[start - 1]!.trim())) start -= 1;
  while (start < lines.length && !lines[start]!.trim()) start += 1;
  return start < lines.length ? start : -1;
}

function foldPoint(lines: readonly string[]): number {
  for (let i = 0; i < lines.length; i += 1) {
    if (SIGNATURE.test(lines[i]!.trim()) && lines[i]!.trim() !== '') return i;
    if (!quoteHeaderAt(lines, i)) continue;
    if (answersInline(lines.slice(i + 1))) return -1;
    // Outlook on the web's rule above the header block goes with it.
    let start = i;
    while (start > 0 && (OUTLOOK_RULE.test(lines[start - 1]!.trim()) || !lines[start - 1]!.trim())) start -= 1;
    return start;
  }
  return trailingQuoteStart(lines);
}

/**
 * The buyer's own words to show, and what is folded under them (quoted history, signature), or
 * `folded: null` when there is nothing to fold. A message that is nothing but a quote is shown whole.
 */
export function foldText(text: string): FoldedText {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const point = foldPoint(lines);
  const shown = point < 0 ? '' : lines.slice(0, point).join('\n').trimEnd();
  if (!shown.trim()) return { shown: text.trim(), folded: null };
  const folded = lines.slice(point).join('\n').trim();
  return { shown: shown.replace(/^\s*\n/, ''), folded: folded || null };
}
