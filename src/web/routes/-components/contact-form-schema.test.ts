import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactPayload, EMPTY_CONTACT_FORM } from './contact-form-schema.ts';

function messages(values: unknown): Record<string, string | undefined> {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contactFormSchema', () => {
  it('gives its own message under each required field', () => {
    expect(messages(EMPTY_CONTACT_FORM)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      privacy: 'You must agree to the privacy policy',
    });
  });

  it('accepts a complete form with optional interest and message left empty', () => {
    expect(
      messages({
        ...EMPTY_CONTACT_FORM,
        firstName: 'Al',
        lastName: 'Ng',
        email: 'a@b.ae',
        phone: '5550123',
        privacy: true,
      }),
    ).toEqual({});
  });

  it('does not send the privacy tick', () => {
    const payload = contactPayload({ ...EMPTY_CONTACT_FORM, firstName: 'Al', interest: 'Villa', privacy: true });
    expect(payload).not.toHaveProperty('privacy');
    expect(payload).toMatchObject({ kind: 'contact', firstName: 'Al', interest: 'Villa' });
    expect(contactPayload(EMPTY_CONTACT_FORM).interest).toBeUndefined();
  });

  it('sends the ticks as the wordings agreed to, news and offers only when chosen', () => {
    const ticked = { ...EMPTY_CONTACT_FORM, privacy: true };
    expect(contactPayload(ticked).consents).toEqual(['privacy-2026-11']);
    expect(contactPayload({ ...ticked, marketing: true }).consents).toEqual(['privacy-2026-11', 'marketing-2026-11']);
    expect(contactPayload(ticked)).not.toHaveProperty('marketing');
  });
});
