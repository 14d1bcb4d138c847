import encodeQR from 'qr';

/**
 * The permit's QR code as SVG markup, drawn on the server from its verification link so the page
 * carries it in its first bytes and nobody uploads an image that could disagree with the permit.
 * Medium error correction survives a smudged print; the border is the quiet zone scanners need.
 */
export function permitQrSvg(verificationUrl: string): string {
  return encodeQR(verificationUrl, 'svg', { ecc: 'medium', border: 4, optimize: true });
}
