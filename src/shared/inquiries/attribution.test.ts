import { describe, expect, it } from 'vitest';
import { DIRECT_SOURCE, leadSource } from './attribution.ts';

describe('leadSource', () => {
  it('names a lead by its utm_source in lower case', () => {
    expect(leadSource({ utmSource: ' Newsletter ', referrer: 'https://www.google.com/' })).toBe('newsletter');
  });

  it('falls back to the click id, then the referring host, then Direct', () => {
    expect(leadSource({ gclid: 'abc', referrer: 'https://example.org/' })).toBe('google');
    expect(leadSource({ fbclid: 'abc' })).toBe('facebook');
    expect(leadSource({ referrer: 'https://www.Bayut.com/property/123' })).toBe('bayut.com');
    expect(leadSource({ landingPage: '/floor-plans' })).toBe(DIRECT_SOURCE);
    expect(leadSource(null)).toBe('Direct');
  });

  it('never names a source longer than its column', () => {
    const host = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.example`;
    expect(leadSource({ referrer: `https://${host}/` })).toHaveLength(200);
    expect([...leadSource({ utmSource: 'İ'.repeat(200) })]).toHaveLength(200);
  });
});
