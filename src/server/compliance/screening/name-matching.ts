import { distance } from 'fastest-levenshtein';

/**
 * Fuzzy name matching for sanctions screening. A listed name is spelt once by the UN or the UAE,
 * while the same person's passport may carry another transliteration of Arabic (Mohamed for
 * Muhammad, Abdul Rahman for Abd al-Rahman, El- for al-), other diacritics, or another order of the
 * names. Both names are reduced to canonical words, then paired word by word, whatever the order.
 */

/** At or above this score a name is a possible match that a compliance officer must resolve. */
export const MATCH_THRESHOLD = 0.85;
/** Two words below this similarity are different names, not two spellings of one. */
const WORD_THRESHOLD = 0.75;

/** Common transliterations of one Arabic name, each to one spelling. */
const VARIANTS: Record<string, string> = Object.fromEntries(
  (
    [
      ['muhammad', 'mohammed', 'mohamed', 'mohammad', 'muhammed', 'mohamad', 'mohamud', 'mohd', 'mhd'],
      ['ahmad', 'ahmed'],
      ['mahmud', 'mahmoud', 'mahmood'],
      ['husayn', 'hussein', 'husain', 'hussain', 'husein', 'hosein', 'hossein'],
      ['hasan', 'hassan'],
      ['yusuf', 'yousef', 'youssef', 'yousif', 'yusef', 'yousuf'],
      ['abd', 'abdul', 'abdel', 'abdal', 'abdol', 'abdu'],
      ['abdallah', 'abdullah', 'abdulla', 'abdalla', 'abdellah'],
      ['umar', 'omar'],
      ['uthman', 'othman', 'osman', 'usman'],
      ['ali', 'aly'],
      ['khalid', 'khaled'],
      ['said', 'saeed', 'saied', 'sayed', 'sayyid'],
      ['ibrahim', 'ebrahim', 'ibraheem'],
      ['bin', 'ben', 'ibn'],
    ] as const
  ).flatMap(([canonical, ...others]) => [canonical, ...others].map((spelling) => [spelling, canonical])),
);

/** Articles and particles that some spellings write and others leave out (al-, el-, ad-, ul). */
const PARTICLES = new Set(['al', 'el', 'ad', 'ar', 'as', 'ash', 'at', 'az', 'ul', 'de', 'van', 'von']);
/** A company's legal form says nothing of who it is. */
const LEGAL_FORMS = new Set([
  'llc',
  'l.l.c',
  'co',
  'company',
  'est',
  'establishment',
  'ltd',
  'limited',
  'fze',
  'fzco',
  'fz',
  'inc',
  'plc',
  'corp',
  'corporation',
  'sarl',
  'gmbh',
]);
/** "Abdulrahman" is "Abd" and "Rahman" written as one word. */
const ABD_PREFIX = /^(abdul|abdel|abdal|abdol|abdur|abdu|abd)(.{3,})$/;

/** Lower case, no diacritics or Arabic vowel marks, punctuation as spaces. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function splitAbd(word: string): string[] {
  if (VARIANTS[word] === 'abdallah') return ['abdallah'];
  const joined = ABD_PREFIX.exec(word);
  if (!joined?.[2]) return [word];
  const rest = joined[2].replace(/^(al|el|ar|ur|ul|as|ad|an|az)(?=.{3,})/, '');
  return ['abd', rest];
}

/** The words of a name that identify it, each in its canonical spelling. */
export function nameWords(name: string): string[] {
  return normaliseName(name)
    .split(' ')
    .filter((word) => word !== '' && !PARTICLES.has(word) && !LEGAL_FORMS.has(word))
    .flatMap(splitAbd)
    .map((word) => VARIANTS[word] ?? word);
}

/** Spelling differences that do not change a transliterated sound (oo/u, ee/i, q/k, doubled letters). */
function folded(word: string): string {
  return word
    .replace(/oo|ou/g, 'u')
    .replace(/ee|ie/g, 'i')
    .replace(/ph/g, 'f')
    .replace(/q/g, 'k')
    .replace(/(.)\1+/g, '$1');
}

function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const fa = folded(a);
  const fb = folded(b);
  if (fa === fb) return 0.95;
  return 1 - distance(fa, fb) / Math.max(fa.length, fb.length);
}

/**
 * How closely two names match, 0 to 1. Words pair greedily by similarity, each used once, so the
 * order of the names does not matter. The score weighs mostly how much of the shorter name is found
 * (a passport may carry fewer names than the list), and partly how much of the longer one, so that
 * one shared first name ("Muhammad") is never a match on its own.
 */
export function nameMatchScore(first: string, second: string): number {
  const a = nameWords(first);
  const b = nameWords(second);
  if (a.length === 0 || b.length === 0) return 0;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  // A one-word name is matched only against another one-word name (a company, a single name).
  if (shorter.length === 1 && longer.length > 1) return 0;
  const pairs = shorter
    .flatMap((x, i) => longer.map((y, j) => ({ i, j, similarity: wordSimilarity(x, y) })))
    .filter((pair) => pair.similarity >= WORD_THRESHOLD)
    .sort((p, q) => q.similarity - p.similarity);
  const usedShort = new Set<number>();
  const usedLong = new Set<number>();
  let total = 0;
  for (const pair of pairs) {
    if (usedShort.has(pair.i) || usedLong.has(pair.j)) continue;
    usedShort.add(pair.i);
    usedLong.add(pair.j);
    total += pair.similarity;
  }
  return 0.7 * (total / shorter.length) + 0.3 * (total / longer.length);
}

/** The best score of a name against a listed name and its aliases, with the name that gave it. */
export function bestMatch(name: string, listed: readonly string[]): { score: number; matchedName: string } | null {
  let best: { score: number; matchedName: string } | null = null;
  for (const candidate of listed) {
    const score = nameMatchScore(name, candidate);
    if (!best || score > best.score) best = { score, matchedName: candidate };
  }
  return best && best.score >= MATCH_THRESHOLD ? best : null;
}
