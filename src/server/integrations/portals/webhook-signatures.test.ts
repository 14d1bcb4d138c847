import { describe, expect, it } from 'vitest';
import { bayutSignature, checkBayut } from '../bayut/webhook.ts';
import { checkPropertyFinder, propertyFinderSignature } from '../property-finder/webhook.ts';

const body = Buffer.from('{"id":"1291df0-afca-453e-a9b7-20cdfbb9f074"}');

describe('webhook signatures', () => {
  it('accepts the portal’s own digest, in either case of hex', () => {
    expect(checkPropertyFinder(body, propertyFinderSignature('k3y-secret', body), 'k3y-secret')).toBeNull();
    expect(
      checkPropertyFinder(body, propertyFinderSignature('k3y-secret', body).toUpperCase(), 'k3y-secret'),
    ).toBeNull();
    expect(checkBayut(body, bayutSignature('k3y-secret', body), 'k3y-secret')).toBeNull();
  });

  it('computes Bayut’s as md5(secret . body) and Property Finder’s as HMAC-SHA256(body)', () => {
    // md5("abc" + "def") and HMAC-SHA256 with key "key" of "The quick brown fox jumps over the lazy dog".
    expect(bayutSignature('abc', Buffer.from('def'))).toBe('e80b5017098950fc58aad83c8c14978e');
    expect(propertyFinderSignature('key', Buffer.from('The quick brown fox jumps over the lazy dog'))).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  it('refuses a wrong, short, missing or unverifiable signature', () => {
    expect(checkPropertyFinder(body, 'ab', 'k3y-secret')).toBe('bad-signature');
    expect(checkPropertyFinder(body, propertyFinderSignature('other', body), 'k3y-secret')).toBe('bad-signature');
    expect(checkBayut(body, propertyFinderSignature('k3y-secret', body), 'k3y-secret')).toBe('bad-signature');
    expect(checkBayut(body, undefined, 'k3y-secret')).toBe('missing-signature');
    expect(checkBayut(body, ['a', 'b'], 'k3y-secret')).toBe('missing-signature');
    expect(checkPropertyFinder(body, propertyFinderSignature('k3y-secret', body), undefined)).toBe('no-secret');
  });
});
