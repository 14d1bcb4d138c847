import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { m } from '../../../../shared/paraglide/messages.js';

export type ContactField = 'name' | 'firstName' | 'lastName' | 'email' | 'phone';

/**
 * A public form's name, e-mail and phone, labelled and autocompleted alike on every form that asks
 * for them; the caller lays them out (a grid, a column) and hands each field's props from its form.
 * The e-mail is always asked. Required fields carry `required` (announced by screen readers); every
 * form sets `noValidate`, so its schema, not the browser, says what is missing.
 */
export function ContactFields({
  inputProps,
  name = 'full',
  phone = 'optional',
  labels = {},
}: {
  inputProps: (field: ContactField) => GetInputPropsReturnType;
  /** One full name, first and last name apart (the landing's contact form), or none (an alert). */
  name?: 'full' | 'split' | 'none';
  phone?: 'required' | 'optional' | 'none';
  /** A form's own wording for a field ("Phone (optional)", "E-mail"). */
  labels?: Partial<Record<ContactField, string>>;
}) {
  const input = (field: ContactField, label: string, autoComplete: string, type?: string, required = true) => (
    <TextInput
      label={labels[field] ?? label}
      name={field}
      type={type}
      required={required}
      autoComplete={autoComplete}
      {...inputProps(field)}
    />
  );
  return (
    <>
      {name === 'full' && input('name', m.form_full_name(), 'name')}
      {name === 'split' && input('firstName', m.form_first_name(), 'given-name')}
      {name === 'split' && input('lastName', m.form_last_name(), 'family-name')}
      {input('email', m.form_email(), 'email', 'email')}
      {phone !== 'none' && input('phone', m.form_phone(), 'tel', 'tel', phone === 'required')}
    </>
  );
}
