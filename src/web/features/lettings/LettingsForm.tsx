import { Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Select } from '../../ui/LazyFields/LazyFields.tsx';
import { agreedConsents, CURRENT_CONSENT } from '../../../shared/inquiries/consent.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { leadContext } from '../leads/attribution.ts';
import { ConsentCheckbox } from '../leads/ConsentCheckbox/ConsentCheckbox.tsx';
import { useForm } from '@mantine/form';
import {
  LETTINGS_CONDITION_LABELS,
  LETTINGS_PROPERTY_TYPE_LABELS,
  LETTINGS_VALUATION_TYPE_LABELS,
  PREFERRED_CONTACT_LABELS,
} from '../../content/lettings.ts';
import { LETTINGS_BEDROOMS, lettingsInquirySchema } from '../../../shared/inquiries/schemas.ts';
import { formErrors } from '../leads/ValuationForm/form-errors.ts';
import { RequestConfirmation, useValuationRequest } from '../leads/ValuationForm/use-valuation-request.tsx';
import classes from '../leads/ValuationForm/ValuationForm.module.css';

interface LettingsValues {
  fullName: string;
  email: string;
  phone: string;
  preferredContact: string;
  propertyType: string;
  bedrooms: string;
  size: string;
  condition: string;
  valuationTypes: string[];
  message: string;
  consent: boolean;
  marketing: boolean;
}

const INITIAL: LettingsValues = {
  fullName: '',
  email: '',
  phone: '',
  preferredContact: 'email',
  propertyType: '',
  bedrooms: '',
  size: '',
  condition: '',
  valuationTypes: [],
  message: '',
  consent: false,
  marketing: false,
};

const options = (labels: Record<string, () => string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label: label() }));

/** The payload the shared lettings schema checks (blank optional fields left out). */
function toPayload(values: LettingsValues) {
  return {
    kind: 'lettings' as const,
    type: 'Lettings' as const,
    fullName: values.fullName,
    email: values.email,
    phone: values.phone,
    preferredContact: values.preferredContact,
    propertyType: values.propertyType,
    bedrooms: values.bedrooms,
    size: values.size.trim() === '' ? null : values.size,
    condition: values.condition || null,
    valuationTypes: values.valuationTypes,
    message: values.message,
    consent: values.consent,
    consents: agreedConsents({
      privacy: values.consent ? CURRENT_CONSENT.lettingsPrivacy : undefined,
      marketing: values.marketing,
    }),
    ...leadContext(),
  };
}

/** 'Request Free Valuation': validated by lettingsInquirySchema and stored as a lettings lead. */
export function LettingsForm() {
  const { send, submitted, sending, submitAnother } = useValuationRequest();
  const form = useForm<LettingsValues>({
    initialValues: INITIAL,
    validate: (values) => formErrors(lettingsInquirySchema.safeParse(toPayload(values))),
  });

  const submit = (values: LettingsValues) => {
    const parsed = lettingsInquirySchema.parse(toPayload(values));
    send(parsed, form.reset);
  };

  if (submitted) return <RequestConfirmation text={m.lettings_confirmation_text()} onSubmitAnother={submitAnother} />;

  return (
    <form onSubmit={form.onSubmit(submit)} className={classes.form} noValidate aria-label={m.lettings_form_label()}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={m.form_full_name()}
            name="fullName"
            required
            autoComplete="name"
            {...form.getInputProps('fullName')}
          />
          <TextInput
            label={m.form_email()}
            name="email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={m.form_phone()}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            {...form.getInputProps('phone')}
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
            onChange={(value) => form.setFieldValue('condition', value ?? '')}
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
        <ConsentCheckbox
          version={CURRENT_CONSENT.marketing}
          name="marketing"
          {...form.getInputProps('marketing', { type: 'checkbox' })}
        />
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? m.form_submitting() : m.lettings_submit()}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
