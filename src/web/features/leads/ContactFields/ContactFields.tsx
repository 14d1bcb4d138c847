import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { m } from '../../../../shared/paraglide/messages.js';

export type ContactField = 'name' | 'email' | 'phone';

/**
 * A lead form's name, e-mail and phone, labelled and autocompleted alike on every form that asks for
 * them; the caller lays them out (a grid, a column) and hands each field's props from its form.
 */
export function ContactFields({
  inputProps,
  phoneRequired = false,
}: {
  inputProps: (field: ContactField) => GetInputPropsReturnType;
  phoneRequired?: boolean;
}) {
  return (
    <>
      <TextInput label={m.form_full_name()} name="name" withAsterisk autoComplete="name" {...inputProps('name')} />
      <TextInput
        label={m.form_email()}
        name="email"
        type="email"
        withAsterisk
        autoComplete="email"
        {...inputProps('email')}
      />
      <TextInput
        label={m.form_phone()}
        name="phone"
        type="tel"
        withAsterisk={phoneRequired}
        autoComplete="tel"
        {...inputProps('phone')}
      />
    </>
  );
}
