import { describe, expect, it } from 'vitest';
import { pdfTextRuns } from '../../../../test/support/pdf-text.ts';
import { renderFormF, type FormFInput } from './form-f-document.ts';

const INPUT: FormFInput = {
  agency: { name: 'Six Senses Residences Palm Jumeirah', orn: '12345' },
  agents: [{ name: 'Amira Haddad', brn: '54321' }],
  coBroker: { name: 'Marina Homes', splitPct: 50 },
  sellers: [
    {
      kind: 'person',
      name: 'Zoë Müller',
      nationality: 'DE',
      idDocument: { type: 'passport', number: 'C01X00T47' },
      tradeLicenceNumber: null,
      phone: '+971501234567',
      email: 'zoe@example.com',
    },
  ],
  buyers: [
    {
      kind: 'person',
      name: 'Omar Al Farsi',
      nationality: 'AE',
      idDocument: { type: 'emirates-id', number: '784-1985-1234567-1' },
      tradeLicenceNumber: null,
      phone: null,
      email: null,
    },
    {
      kind: 'company',
      name: 'Palm Holdings LLC',
      nationality: 'AE',
      idDocument: null,
      tradeLicenceNumber: 'TL-778899',
      phone: null,
      email: null,
    },
  ],
  property: {
    title: 'Sky Villa 4201',
    reference: 'SSPJ-0042',
    type: 'Penthouse',
    location: 'Palm Jumeirah',
    permitNumber: '7101234567',
    titleDeedNumber: null,
    oqoodNumber: 'OQ-2026-000981',
  },
  priceAed: 12_500_000,
  depositAed: 1_250_000,
  commission: { ratePct: 2, amountAed: null },
  signedOn: '2026-11-29',
  transferBy: '2027-01-31',
};

describe('the Form F PDF', () => {
  it('prints the parties and their identity numbers, the ORN and BRN, the permit and Oqood, the price and the Arabic labels', async () => {
    const pdf = await renderFormF(INPUT);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const runs = pdfTextRuns(pdf);
    const text = runs.join('\n');
    for (const expected of [
      'Zoë Müller',
      'C01X00T47',
      'Omar Al Farsi',
      '784-1985-1234567-1',
      'Palm Holdings LLC',
      'TL-778899',
      'Office registration No. (ORN)',
      '12345',
      'Amira Haddad',
      '54321',
      '7101234567',
      'OQ-2026-000981',
      'AED 12,500,000.00',
      'AED 1,250,000.00',
      'AED 11,250,000.00',
      // 2% of the price, then 5% VAT on it.
      'AED 250,000.00',
      'AED 12,500.00',
      '2027-01-31',
    ])
      expect(text).toContain(expected);
    // The Arabic labels, read right to left: whole runs, so a glyph drawn in the wrong order fails.
    for (const label of ['البائع', 'المشتري', 'رقم تسجيل المكتب', 'رقم تسجيل الوسيط', 'رقم جواز السفر', 'سعر البيع'])
      expect(runs).toContain(label);
  });

  it('prints the title deed number for a ready unit and a dash for what is not known', async () => {
    const runs = pdfTextRuns(
      await renderFormF({
        ...INPUT,
        property: { ...INPUT.property, titleDeedNumber: 'TD-55/2019', oqoodNumber: null, permitNumber: null },
      }),
    );
    expect(runs).toContain('TD-55/2019');
    expect(runs).toContain('Title deed No.');
    expect(runs).not.toContain('Oqood No.');
    expect(runs).toContain('—');
  });
});
