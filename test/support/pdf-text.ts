import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read from its content streams (no PDF library is installed): each text run
 * (a `BT`...`ET` block, one line of a `text()` call) decoded through its font's ToUnicode map. Fonts embedded as Identity-H
 * (what pdfkit writes for a TrueType or OpenType face) show two-byte glyph ids. A run in a
 * right-to-left script is laid out in visual order (its first glyph is the leftmost), so a run holding
 * Arabic is read back glyph by glyph from the right: each glyph's characters stay in their order
 * (a lam-alef ligature maps to "لا"), the glyphs are reversed.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: string | null }>();
  // Each object's dictionary, and its stream cut by its /Length (compressed bytes may hold "endobj").
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const streamAt = source.indexOf('stream', start);
    const endAt = source.indexOf('endobj', start);
    const dict = source.slice(start, streamAt >= 0 && streamAt < endAt ? streamAt : endAt);
    let stream: string | null = null;
    const length = dict.match(/\/Length (\d+)(?! \d+ R)/);
    if (streamAt >= 0 && streamAt < endAt && length) {
      const dataAt = source.indexOf('\n', streamAt) + 1;
      const raw = Buffer.from(source.slice(dataAt, dataAt + Number(length[1])), 'latin1');
      stream = (/\/FlateDecode/.test(dict) ? inflateSync(raw) : raw).toString('latin1');
      header.lastIndex = source.indexOf('endobj', dataAt + Number(length[1]));
    }
    objects.set(Number(match[1]), { dict, stream });
  }

  const cmaps = new Map<string, Map<number, string>>();
  for (const match of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const font = objects.get(Number(match[2]));
    const toUnicode = font?.dict.match(/\/ToUnicode (\d+) 0 R/);
    const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.stream : null;
    if (cmap) cmaps.set(match[1]!, parseCmap(cmap));
  }

  const runs: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream?.includes('BT')) continue;
    let font: Map<number, string> | undefined;
    // One text block (BT ... ET) is one run: pdfkit breaks a run into several TJ operations where a
    // glyph is raised or lowered (Arabic's cursive joins), and the run's order is across all of them.
    for (const block of stream.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const chars: string[] = [];
      for (const op of block[1]!.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
        if (op[1]) {
          font = cmaps.get(op[1]);
          continue;
        }
        const hex = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]!) : [op[3]!];
        for (const glyph of hex.join('').match(/.{4}/g) ?? []) chars.push(font?.get(parseInt(glyph, 16)) ?? '\uFFFD');
      }
      const arabic = chars.some((text) => /[\u0600-\u06FF]/.test(text));
      runs.push((arabic ? chars.reverse() : chars).join(''));
    }
  }
  return runs;
}

/** A ToUnicode CMap's `bfrange` entries with an array of targets and its `bfchar` entries. */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) =>
    String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const match of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const targets = [...match[3]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((target) => text(target[1]!));
    targets.forEach((target, index) => map.set(parseInt(match[1]!, 16) + index, target));
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const match of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(match[1]!, 16), text(match[2]!));
  return map;
}
