import { Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Select } from '../../ui/LazyFields/LazyFields.tsx';
import { CURRENT_CONSENT } from '../../../shared/inquiries/consent.ts';
import { optionalEnum } from '../../../shared/enums.ts';
import { LETTINGS_BEDROOMS, LETTINGS_CONDITIONS } from '../../../shared/inquiries/schemas.ts';
import { m } from '../../../shared/paraglide/messages.js';
import {
  LETTINGS_CONDITION_LABELS,
  LETTINGS_PROPERTY_TYPE_LABELS,
  LETTINGS_VALUATION_TYPE_LABELS,
  PREFERRED_CONTACT_LABELS,
} from '../../content/lettings.ts';
import { ConsentCheckbox } from '../leads/ConsentCheckbox/ConsentCheckbox.tsx';
import { ContactFields } from '../leads/ContactFields/ContactFields.tsx';
import { RequestConfirmation } from '../leads/RequestForm/RequestConfirmation.tsx';
import { REQUEST_TOASTS } from '../leads/RequestForm/request-toasts.ts';
import classes from '../leads/RequestForm/RequestForm.module.css';
import { useLeadForm } from '../leads/use-lead-form.ts';
import { EMPTY_LETTINGS_FORM, lettingsFormSchema, lettingsLead } from './lettings-form-schema.ts';
import { LeadFormSubmit } from '../leads/LeadFormSubmit/LeadFormSubmit.tsx';

const options = (labels: Record<string, () => string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label: label() }));

/** 'Request Free Valuation': checked by the shared lettings schema and stored as a lettings lead. */
export function LettingsForm() {
  const { form, formRef, submit, sending, sent, sendAnother } = useLeadForm({
    schema: lettingsFormSchema,
    initialValues: EMPTY_LETTINGS_FORM,
    mutation: (trpc) => trpc.inquiries.create.mutationOptions(),
    toLead: lettingsLead,
    toasts: REQUEST_TOASTS,
  });

  if (sent) return <RequestConfirmation text={m.lettings_confirmation_text()} onSubmitAnother={sendAnother} />;

  return (
    <form ref={formRef} onSubmit={submit} className={classes.form} noValidate aria-label={m.lettings_form_label()}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {/* The lettings lead calls the name `fullName`, as its shared schema does. */}
          <ContactFields
            inputProps={(field) => form.getInputProps(field === 'name' ? 'fullName' : field)}
            phone="required"
          />
          <Select
            label={m.lettings_preferred_contact()}
            name="preferredContact"
            data={options(PREFERRED_CONTACT_LABELS)}
            allowDeselect={false}
            {...form.getInputProps('preferredContact')}
          />
          <Select
            label={m.valuations_property_type()}
            name="propertyType"
            placeholder={m.form_select()}
            required
            data={options(LETTINGS_PROPERTY_TYPE_LABELS)}
            {...form.getInputProps('propertyType')}
          />
          <Select
            label={m.valuations_bedrooms()}
            name="bedrooms"
            placeholder={m.form_select()}
            required
            data={[...LETTINGS_BEDROOMS]}
            {...form.getInputProps('bedrooms')}
          />
          <TextInput
            label={m.lettings_size()}
            name="size"
            type="number"
            min={1}
            inputMode="numeric"
            {...form.getInputProps('size')}
          />
          <Select
            label={m.lettings_condition()}
            name="condition"
            placeholder={m.form_select()}
            clearable
            data={options(LETTINGS_CONDITION_LABELS)}
            {...form.getInputProps('condition')}
            onChange={(value) => form.setFieldValue('condition', optionalEnum(value, LETTINGS_CONDITIONS) ?? '')}
          />
        </SimpleGrid>
        <Checkbox.Group label={m.lettings_valuation_type()} {...form.getInputProps('valuationTypes')}>
          <Group mt="xs" gap="lg">
            {options(LETTINGS_VALUATION_TYPE_LABELS).map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <Textarea
          label={m.lettings_additional_information()}
          name="message"
          rows={4}
          {...form.getInputProps('message')}
        />
        <ConsentCheckbox
          version={CURRENT_CONSENT.lettingsPrivacy}
          name="consent"
          required
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        <LeadFormSubmit
          marketing={form.getInputProps('marketing', { type: 'checkbox' })}
          sending={sending}
          label={m.lettings_submit()}
        />
      </Stack>
    </form>
  );
}
