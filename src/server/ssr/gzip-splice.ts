import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** An empty stored block with BFINAL set: ends the deflate stream on a byte boundary. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const STORED_BLOCK_HEADER = 5;
const TRAILER = 8;

/** CRC-32's polynomial, reflected (zlib's). */
const POLYNOMIAL = 0xedb88320;

/** a(x) times b(x) modulo the CRC polynomial (zlib's `multmodp`). */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X_TO_TWO_TO_THE = new Uint32Array(32);
X_TO_TWO_TO_THE[0] = 1 << 30;
for (let k = 1; k < 32; k++) X_TO_TWO_TO_THE[k] = multiplyModP(X_TO_TWO_TO_THE[k - 1]!, X_TO_TWO_TO_THE[k - 1]!);

/** x^(n * 2^k) modulo the polynomial (zlib's `x2nmodp`). */
function xPowerModP(n: number, k: number): number {
  let power = 0x80000000;
  while (n) {
    if (n & 1) power = multiplyModP(X_TO_TWO_TO_THE[k & 31]!, power);
    n = Math.floor(n / 2);
    k++;
  }
  return power;
}

/** The CRC-32 of A followed by B from the CRC-32s of each and B's length (zlib's `crc32_combine`). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModP(xPowerModP(lengthB, 3), crcA) ^ crcB) >>> 0;
}

/**
 * A page as a gzip body whose nonces are spliced in per response without compressing anything: the
 * HTML between the nonces is deflated once, each part ending on a full flush (no back-reference
 * across a nonce), and each nonce goes between them as a stored block. The body is kept whole with a
 * placeholder in the nonces' places; a response is one copy of it with its nonce written over them
 * and the CRC of the whole, worked out from each part's CRC (no pass over the page).
 */
export class SplicedGzip {
  private readonly template: Buffer;
  /** Where each nonce's bytes start in the template. */
  private readonly nonceOffsets: number[] = [];
  private readonly partCrcs: number[];
  private readonly partLengths: number[];
  private readonly nonceLength: number;
  /** Bytes of the template: what the cache counts for it. */
  readonly size: number;

  /** `parts`: the HTML between the nonces; `nonceLength`: the bytes of every nonce (base64, ASCII). */
  constructor(parts: string[], nonceLength: number) {
    this.nonceLength = nonceLength;
    const bytes = parts.map((part) => Buffer.from(part, 'utf8'));
    this.partCrcs = bytes.map((part) => crc32(part));
    this.partLengths = bytes.map((part) => part.length);
    const chunks: Buffer[] = [GZIP_HEADER];
    let offset = GZIP_HEADER.length;
    bytes.forEach((part, index) => {
      if (index > 0) {
        const header = Buffer.alloc(STORED_BLOCK_HEADER + nonceLength);
        header[0] = 0x00; // BFINAL 0, BTYPE 00 (stored); the rest of the byte is padding
        header.writeUInt16LE(nonceLength, 1);
        header.writeUInt16LE(~nonceLength & 0xffff, 3);
        chunks.push(header);
        this.nonceOffsets.push(offset + STORED_BLOCK_HEADER);
        offset += header.length;
      }
      const deflated = deflateRawSync(part, { level: 9, finishFlush: zlibConstants.Z_FULL_FLUSH });
      chunks.push(deflated);
      offset += deflated.length;
    });
    chunks.push(FINAL_BLOCK, Buffer.alloc(TRAILER));
    this.template = Buffer.concat(chunks);
    this.size = this.template.length;
    // Without a nonce (an API answer), the body is the same for every response, never written to again.
    if (parts.length === 1) this.writeTrailer(this.template, this.partCrcs[0]!, this.partLengths[0]!);
  }

  private writeTrailer(body: Buffer, crc: number, length: number): void {
    body.writeUInt32LE(crc >>> 0, body.length - TRAILER);
    body.writeUInt32LE(length >>> 0, body.length - TRAILER + 4);
  }

  /** The gzip body with `nonce` (of the length given at construction) in every place a nonce goes. */
  body(nonce: string): Buffer {
    if (this.partCrcs.length === 1) return this.template;
    if (nonce.length !== this.nonceLength) throw new Error('a nonce of another length than the page was cut for');
    const body = Buffer.allocUnsafe(this.template.length);
    this.template.copy(body);
    let crc = this.partCrcs[0]!;
    let length = this.partLengths[0]!;
    for (let index = 1; index < this.partCrcs.length; index++) {
      body.write(nonce, this.nonceOffsets[index - 1]!, 'latin1');
      crc = crc32Combine(crc32(nonce, crc), this.partCrcs[index]!, this.partLengths[index]!);
      length += this.nonceLength + this.partLengths[index]!;
    }
    this.writeTrailer(body, crc, length);
    return body;
  }
}
