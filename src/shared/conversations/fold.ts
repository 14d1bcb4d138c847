/**
 * What of a received e-mail (or a long message) the timeline shows at once, and what it folds away:
 * the quoted history below the buyer's words and their signature. The original is stored whole;
 * this runs on read.
 */
export interface FoldedText {
  /** The buyer's own words. */
  shown: string;
  /** The quoted history and signature, or null when there was none. */
  folded: string | null;
}

/** Lines that begin the quoted history, as the common mail clients write them. */
const HISTORY_STARTS = [
  // Gmail, Apple Mail, Thunderbird: "On Mon, 3 Nov 2026 at 10:00, Name <a@b> wrote:" (may wrap onto a second line).
  /^\s*On\b.{0,300}\bwrote:\s*$/,
  /^\s*Le\b.{0,300}\ba écrit\s*:\s*$/,
  /^\s*Am\b.{0,300}\bschrieb\b.{0,100}:\s*$/,
  /^\s*El\b.{0,300}\bescribió:\s*$/,
  /^\s*-{2,}\s*(Original Message|Forwarded message)\s*-{2,}\s*$/i,
  /^\s*_{10,}\s*$/,
  // Outlook: a "From:" line followed by "Sent:" or "Date:" in the next lines.
  /^\s*\*?From:\*?\s.+$/,
  /^\s*في\s.{0,300}كتب\s*:?\s*$/,
  /^\s*\d{1,4}[./-]\d{1,2}[./-]\d{1,4}.{0,200}\bwrote:\s*$/,
];

/** Lines that begin a signature: the standard "-- " delimiter and the mobile clients' footers. */
const SIGNATURE_STARTS = [
  /^-- ?$/,
  /^Sent from my \w+/i,
  /^Get Outlook for /i,
  /^Sent from (Mail|Yahoo Mail|Outlook)/i,
];

function isHistoryStart(lines: readonly string[], index: number): boolean {
  const line = lines[index] ?? '';
  if (/^\s*\*?From:\*?\s/.test(line)) {
    // Outlook's header block: a From: alone is often the buyer's own words ("From: the seller's side...").
    return lines.slice(index + 1, index + 5).some((next) => /^\s*\*?(Sent|Date|To|Subject):\*?\s/.test(next));
  }
  if (HISTORY_STARTS.some((pattern) => pattern.test(line))) return true;
  // "On ... \n ... wrote:" wrapped by the sender's client.
  return /^\s*On\b/.test(line) && /\bwrote:\s*$/.test(lines[index + 1] ?? '') && line.length < 200;
}

/** The index where the trailing block of ">"-quoted lines (with blank lines among them) begins, or -1. */
function trailingQuoteStart(lines: readonly string[]): number {
  let start = -1;
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index] ?? '';
    if (/^\s*>/.test(line)) start = index;
    else if (line.trim() !== '') break;
  }
  return start;
}

export function foldText(text: string): FoldedText {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let cut = lines.findIndex((_, index) => isHistoryStart(lines, index));
  const quoted = trailingQuoteStart(lines);
  if (quoted >= 0 && (cut < 0 || quoted < cut)) cut = quoted;
  if (cut < 0) cut = lines.length;
  // A signature above the history folds with it.
  const signature = lines.slice(0, cut).findIndex((line) => SIGNATURE_STARTS.some((pattern) => pattern.test(line)));
  if (signature > 0) cut = signature;
  const shown = lines.slice(0, cut).join('\n').trim();
  const folded = lines.slice(cut).join('\n').trim();
  // Nothing but history (a bare forward): show it all rather than an empty message.
  if (!shown) return { shown: text.trim(), folded: null };
  return { shown, folded: folded || null };
}
