import { describe, expect, it } from 'vitest';
import { lettingsLeadView as lettings } from '../../../../../../test/fixtures/inquiry-views.ts';
import {
  attributionRows,
  consentLines,
  consentWordingNote,
  detailRows,
  marketingStatement,
  noConsentNote,
  viewingSummary,
} from './inquiry-detail.ts';

describe('inquiry detail', () => {
  it('lists every field the visitor sent, with the lettings details, and leaves out empty ones', () => {
    const rows = Object.fromEntries(detailRows(lettings));
    expect(rows).toMatchObject({
      Name: 'Amira Khan',
      'E-mail': 'amira@example.com',
      'Property type': 'penthouse',
      'Valuation wanted': 'rental, management',
      'Agreed to be contacted': 'Yes',
      'Sent from page': '/lettings-management',
    });
    expect(rows).not.toHaveProperty('Message');
    expect(rows).not.toHaveProperty('Condition');
  });

  it("reads a viewing lead's slot as a sentence with its Dubai day, not as raw fields", () => {
    const viewing = {
      ...lettings,
      kind: 'viewing' as const,
      details: { start: '2026-12-02T10:30:00+04:00', end: '2026-12-02T11:00:00+04:00', mode: 'in-person' },
    };
    expect(viewingSummary(viewing)).toEqual({
      text: '2 Dec 2026, 10:30 to 11:00 Dubai time, in person',
      day: '2026-12-02',
    });
    expect(detailRows(viewing).map(([label]) => label)).not.toEqual(expect.arrayContaining(['start']));
    expect(detailRows(viewing).flat().join(' ')).not.toMatch(/in-person|T10:30/);
    expect(viewingSummary({ ...viewing, details: { ...viewing.details, mode: 'video' } })?.text).toMatch(
      /by video call$/,
    );
    expect(viewingSummary(lettings)).toBeNull();
  });

  it('shows the source and the campaign tags the visit carried, and no empty ones', () => {
    expect(attributionRows(lettings)).toEqual([
      ['Source', 'newsletter'],
      ['Medium', 'email'],
      ['Campaign', 'spring'],
      ['Landing page', '/'],
    ]);
  });

  it('reads each agreed version back as its exact wording', () => {
    expect(consentLines(lettings)).toEqual([
      {
        version: 'lettings-privacy-2026-11',
        text: 'I agree to be contacted about my valuation and to the processing of my details.',
        shown: null,
        purpose: 'privacy',
      },
      { version: 'marketing-2026-11', text: 'Send me news and offers', shown: null, purpose: 'marketing' },
      {
        version: 'privacy-1999-01',
        text: 'Wording not known to this version of the site',
        shown: null,
        purpose: 'unknown',
      },
    ]);
  });

  it('also shows each wording as the visitor read it on a page in another language', () => {
    expect(consentLines({ ...lettings, language: 'ar', consents: ['marketing-2026-11'] })).toEqual([
      {
        version: 'marketing-2026-11',
        text: 'Send me news and offers',
        shown: 'أرسلوا إليّ الأخبار والعروض',
        purpose: 'marketing',
      },
    ]);
  });

  it('says news and offers may be sent only when the marketing wording was agreed to (issue #40)', () => {
    const at = (iso: string) => `at ${iso}`;
    expect(marketingStatement(lettings, at)).toBe(
      'This person agreed to news and offers on at 2026-11-20T10:00:00.000Z: they may receive our newsletter and offers.',
    );
    const privacyOnly = { ...lettings, consents: ['lettings-privacy-2026-11'] };
    expect(marketingStatement(privacyOnly, at)).toBe(
      'This person did not agree to news and offers with this lead: send them no newsletter or offers.',
    );
    expect(marketingStatement({ ...lettings, consents: [], consentedAt: null }, at)).toContain('did not agree');
  });

  it('says why a lead carries no consent wording', () => {
    const none = { ...lettings, consents: [], consentedAt: null, consentPage: null };
    expect(noConsentNote(none)).toBe(
      'Agreed to be contacted, recorded before the wording was kept: no wording, version or time.',
    );
    expect(noConsentNote({ ...none, details: null })).toBe('No consent recorded with this lead.');
  });

  it('reads the wording kept with the lead, even of a version this build does not publish (issue #40)', () => {
    const kept = {
      ...lettings,
      language: 'ru' as const,
      consents: ['privacy-2027-01'],
      consentWordings: [
        {
          version: 'privacy-2027-01',
          purpose: 'privacy' as const,
          text: 'New words',
          locale: 'ru' as const,
          shown: 'Новые слова',
        },
      ],
    };
    expect(consentLines(kept)).toEqual([
      { version: 'privacy-2027-01', text: 'New words', shown: 'Новые слова', purpose: 'privacy' },
    ]);
    expect(consentWordingNote(kept)).toBeNull();
    expect(consentWordingNote(lettings)).toBe(
      'Recorded before the wording was kept with each lead: shown as this site publishes each version.',
    );
    expect(consentWordingNote({ ...lettings, consents: [] })).toBeNull();
  });
});
