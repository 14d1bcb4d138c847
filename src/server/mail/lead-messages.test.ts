import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { leadAttribution, leadFields, type LeadFieldsSource } from './lead-fields.ts';
import { mailSettingsFrom } from './mail-settings.ts';
import { formRecipientOf, withheldNote } from './recipient-cap.ts';

function lead(extra: Record<string, unknown> = {}): LeadFieldsSource {
  const base: LeadFieldsSource = {
    kind: 'lettings',
    firstName: 'Jonas',
    lastName: 'Berg',
    email: 'jonas@example.se',
    phone: '+46 8 123 456 78',
    interest: 'Lettings',
    message: 'Available from June.',
    property: null,
    sourcePage: '/lettings-management',
    details: { preferredContact: 'whatsapp', valuationTypes: ['rental', 'management'], size: 9140 },
    assignedAgent: null,
    createdAt: new Date('2026-11-22T10:00:00Z'),
    language: 'en',
  };
  return { ...base, ...extra };
}

describe('the staff notification of a lead', () => {
  it('lists every field and every detail, in words', () => {
    const fields = Object.fromEntries(leadFields(lead()).map((field) => [field.label, field.value]));
    expect(fields).toMatchObject({
      'Lead type': 'Lettings',
      Name: 'Jonas Berg',
      'E-mail': 'jonas@example.se',
      'Sent from page': '/lettings-management',
      'Preferred contact': 'whatsapp',
      'Valuation types': 'rental, management',
      Size: '9140',
      'Assigned agent': 'Not assigned yet',
      Language: 'English',
    });
    expect(fields.Received).toBe('22 Nov 2026, 14:00 (Dubai time)');
  });

  it("names the enquirer's language in English, with its own name", () => {
    const fields = Object.fromEntries(leadFields(lead({ language: 'ar' })).map((field) => [field.label, field.value]));
    expect(fields.Language).toBe('Arabic (العربية)');
  });

  it('shows attribution only when the lead has it', () => {
    expect(leadAttribution(lead())).toEqual([]);
    expect(leadAttribution(lead({ utmSource: 'newsletter', utmCampaign: 'spring', gclid: null }))).toEqual([
      { label: 'Source', value: 'newsletter' },
      { label: 'Campaign', value: 'spring' },
    ]);
  });
});

describe('mail settings', () => {
  it('takes smtp:// and smtps:// servers and refuses anything else, naming the variable', () => {
    expect(parseEnv({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:pass@mail.example.com:465',
    );
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(parseEnv({}).LEADS_EMAIL).toBe('info@sixsenses-palm-residences.ae');
    expect(parseEnv({}).LEAD_REMINDER_MINUTES).toBe(30);
  });

  it('caps the public forms at 3 e-mails per address a day unless told otherwise, and at least 1', () => {
    expect(mailSettingsFrom(parseEnv({})).publicFormMail).toEqual({ perRecipientPerDay: 3 });
    expect(parseEnv({ PUBLIC_MAIL_PER_RECIPIENT_PER_DAY: '10' }).PUBLIC_MAIL_PER_RECIPIENT_PER_DAY).toBe(10);
    expect(() => parseEnv({ PUBLIC_MAIL_PER_RECIPIENT_PER_DAY: '0' })).toThrow(/PUBLIC_MAIL_PER_RECIPIENT_PER_DAY/);
  });
});

describe('the daily cap on mail to an address a visitor typed', () => {
  it('counts an address whatever its case and surrounding spaces, but a +tag as another address', () => {
    expect(formRecipientOf('  Amelia.Hart@Example.COM ')).toBe('amelia.hart@example.com');
    expect(formRecipientOf('amelia+offers@example.com')).not.toBe(formRecipientOf('amelia@example.com'));
  });

  it('tells staff which e-mail was not sent and why, without the address', () => {
    expect(withheldNote('lead-acknowledgement', { perRecipientPerDay: 3 })).toBe(
      'Acknowledgement not sent: this address already received 3 e-mails from the site in the last 24 hours.',
    );
    expect(withheldNote('viewing-reminder', { perRecipientPerDay: 1 })).toBe(
      'Viewing reminder not sent: this address already received 1 e-mail from the site in the last 24 hours.',
    );
  });
});
