import { describe, expect, it } from 'vitest';
import { attributionOf, clip } from './attribution.ts';

const site = 'https://www.sixsenses-palm.example';

describe('attributionOf', () => {
  it('takes the campaign tags and click ids of the landing URL and its path', () => {
    const location = {
      href: `${site}/floor-plans?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=penthouse&utm_content=hero&gclid=G1&fbclid=F1&other=x`,
      origin: site,
    };
    expect(attributionOf(location, '')).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 'penthouse',
      utmContent: 'hero',
      gclid: 'G1',
      fbclid: 'F1',
      landingPage: '/floor-plans',
    });
  });

  it('keeps another site as referrer without its query, and never this site', () => {
    const location = { href: `${site}/`, origin: site };
    expect(attributionOf(location, 'https://www.google.com/search?q=six+senses').referrer).toBe(
      'https://www.google.com/search',
    );
    expect(attributionOf(location, `${site}/about`).referrer).toBeUndefined();
    expect(attributionOf(location, 'android-app://com.google.android.gm/').referrer).toBeUndefined();
  });

  it('cuts long tags and drops ones the lead could not store, so the lead still goes through', () => {
    const long = 'a'.repeat(250);
    const location = { href: `${site}/?utm_source=${long}&utm_campaign=%00spring&utm_term=%20%20`, origin: site };
    const attribution = attributionOf(location, '');
    expect(attribution.utmSource).toHaveLength(200);
    expect(attribution.utmCampaign).toBeUndefined();
    expect(attribution.utmTerm).toBeUndefined();
  });
});

describe('clip', () => {
  it('never leaves half of a surrogate pair at the cut', () => {
    expect(clip(`${'a'.repeat(199)}😀`, 200)).toBe('a'.repeat(199));
    expect(clip('  x  ', 10)).toBe('x');
    expect(clip(null, 10)).toBeUndefined();
  });
});
