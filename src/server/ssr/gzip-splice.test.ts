import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, SplicedGzip } from './gzip-splice.ts';

const nonce = () => randomBytes(18).toString('base64');

describe('SplicedGzip', () => {
  it('gives every response a valid gzip body of the page with its own nonce', () => {
    // Non-ASCII text and parts long enough for several deflate blocks, as a real page has.
    const parts = [
      '<html><script nonce="',
      `">var a = 'Résidence ٦';</script>${'<p>Palm</p>'.repeat(9000)}<b nonce="`,
      '">end',
    ];
    const gzip = new SplicedGzip(parts, 24);
    for (const value of [nonce(), nonce()]) {
      expect(gunzipSync(gzip.body(value)).toString('utf8')).toBe(parts.join(value));
    }
  });

  it('sends an answer without a nonce as it was compressed', () => {
    const gzip = new SplicedGzip(['{"properties":[]}'], 24);
    expect(gunzipSync(gzip.body('')).toString('utf8')).toBe('{"properties":[]}');
  });
});

describe('crc32Combine', () => {
  it('is the CRC of the two texts one after the other', () => {
    for (const [a, b] of [
      ['', 'x'],
      ['first part', ''],
      ['Six Senses', ' Residences, Palm Jumeirah'],
      [randomBytes(70_001).toString('hex'), randomBytes(3).toString('hex')],
    ] as const) {
      expect(crc32Combine(crc32(a), crc32(b), Buffer.byteLength(b))).toBe(crc32(a + b));
    }
  });
});
