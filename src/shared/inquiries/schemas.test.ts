import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/test-locale.ts';
import { contactInquirySchema, detectInquiryKind, inquiryCreateSchema } from './schemas.ts';
import { composeValuationMessage, valuationFormDefaults, valuationFormSchema } from './valuation.ts';

describe('detectInquiryKind', () => {
  it('tells the three documented payloads and the lettings form apart', () => {
    expect(detectInquiryKind({ firstName: 'A', lastName: 'B' })).toBe('contact');
    expect(detectInquiryKind({ name: 'A', status: 'New', propertyId: null })).toBe('enquiry');
    expect(detectInquiryKind({ type: 'Valuation', name: 'A' })).toBe('valuation');
    expect(detectInquiryKind({ fullName: 'A' })).toBe('lettings');
  });

  it('lets an explicit valid kind win and ignores an invalid one', () => {
    expect(detectInquiryKind({ kind: 'valuation', firstName: 'A' })).toBe('valuation');
    expect(detectInquiryKind({ kind: 'spam', firstName: 'A' })).toBe('contact');
  });
});

describe('contact form schema', () => {
  const valid = { kind: 'contact', firstName: 'Al', lastName: 'Bo', email: 'a@b.co', phone: '1234567' };

  it('accepts the minimum the spec allows and trims text', () => {
    expect(contactInquirySchema.parse({ ...valid, firstName: '  Al  ', interest: '' })).toMatchObject({
      firstName: 'Al',
      interest: undefined,
    });
  });

  it('counts length after trimming', () => {
    const result = contactInquirySchema.safeParse({ ...valid, firstName: ' A ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('First name is required');
  });

  it('refuses an unknown interest', () => {
    expect(inquiryCreateSchema.safeParse({ ...valid, interest: 'Castle' }).success).toBe(false);
  });
});

describe('valuation form', () => {
  it('starts from the spec defaults', () => {
    expect(valuationFormDefaults).toMatchObject({
      propertyType: 'Signature Villa',
      serviceRequired: 'Just Valuation',
      preferredContact: 'Email',
      bedrooms: '',
    });
  });

  it("uses the spec's messages", () => {
    const result = valuationFormSchema.safeParse({ ...valuationFormDefaults, name: 'J', email: 'j', phone: '1234567' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
    ]);
  });

  it("composes the message line by line with 'None' for no extra message", () => {
    const message = composeValuationMessage({
      ...valuationFormDefaults,
      name: 'Jo',
      email: 'j@x.io',
      phone: '12345678',
      bedrooms: '6+',
    });
    expect(message).toBe(
      'Property Type: Signature Villa\nBedrooms: 6+\nService Required: Just Valuation\nPreferred Contact Method: Email\nAdditional Message: None',
    );
  });
});

describe("the public forms' validation messages", () => {
  const messagesOf = (result: {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  }) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
  const emptyValuation = { kind: 'valuation', type: 'Valuation', name: '', email: '', phone: '' };

  it('are the English of the spec outside a page, as the REST API and tRPC answer them', () => {
    expect(messagesOf(inquiryCreateSchema.safeParse(emptyValuation))).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
  });

  it("are read in the page's language when a form checks them, from one schema", () => {
    expect(inLocale('ar', () => messagesOf(inquiryCreateSchema.safeParse(emptyValuation)))).toEqual({
      name: 'يجب أن يتكوّن الاسم من حرفين على الأقل',
      email: 'يرجى إدخال عنوان بريد إلكتروني صحيح',
      phone: 'يرجى إدخال رقم هاتف صحيح',
    });
    expect(
      inLocale('ru', () =>
        messagesOf(valuationFormSchema.safeParse({ ...valuationFormDefaults, name: 'x'.repeat(201) })),
      ),
    ).toMatchObject({ name: 'Не более 200 символов' });
    // The same schema object answers in English again once the page is done.
    expect(messagesOf(inquiryCreateSchema.safeParse(emptyValuation)).name).toBe('Name must be at least 2 characters');
  });
});
