import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import { Select } from '../../../ui/LazyFields/LazyFields.tsx';
import {
  composeValuationMessage,
  PREFERRED_CONTACTS,
  VALUATION_BEDROOMS,
  VALUATION_PROPERTY_TYPES,
  VALUATION_SERVICES,
  valuationFormDefaults,
  valuationFormSchema,
} from '../../../../shared/inquiries/valuation.ts';
import { agreedConsents } from '../../../../shared/inquiries/consent.ts';
import type { InquiryCreateInput } from '../../../../shared/inquiries/schemas.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import {
  preferredContactLabel,
  valuationPropertyTypeLabel,
  valuationServiceLabel,
} from '../../../content/valuations.ts';
import { RequestConfirmation } from '../RequestForm/RequestConfirmation.tsx';
import { REQUEST_TOASTS } from '../RequestForm/request-toasts.ts';
import classes from '../RequestForm/RequestForm.module.css';
import { useLeadForm } from '../use-lead-form.ts';
import { ContactFields } from '../ContactFields/ContactFields.tsx';
import { LeadFormSubmit } from '../LeadFormSubmit/LeadFormSubmit.tsx';

/** The valuation request: editing → submitting → confirmation (or a toast and the form kept). */
export function ValuationForm() {
  const { form, formRef, submit, sending, sent, sendAnother } = useLeadForm({
    schema: valuationFormSchema,
    initialValues: valuationFormDefaults,
    mutation: (trpc) => trpc.inquiries.create.mutationOptions(),
    toLead: (values, context): InquiryCreateInput => ({
      kind: 'valuation',
      type: 'Valuation',
      name: values.name,
      email: values.email,
      phone: values.phone,
      message: composeValuationMessage(values),
      consents: agreedConsents({ marketing: values.marketing }),
      ...context,
    }),
    toasts: REQUEST_TOASTS,
  });

  if (sent) return <RequestConfirmation text={m.valuations_confirmation_text()} onSubmitAnother={sendAnother} />;

  return (
    <form ref={formRef} onSubmit={submit} className={classes.form} noValidate aria-label={m.valuations_form_label()}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ContactFields inputProps={(field) => form.getInputProps(field)} phone="required" />
          <Select
            label={m.valuations_property_type()}
            name="propertyType"
            data={VALUATION_PROPERTY_TYPES.map((value) => ({ value, label: valuationPropertyTypeLabel(value) }))}
            allowDeselect={false}
            {...form.getInputProps('propertyType')}
          />
          <Select
            label={m.valuations_bedrooms()}
            name="bedrooms"
            placeholder={m.form_select()}
            data={[...VALUATION_BEDROOMS]}
            clearable
            {...form.getInputProps('bedrooms')}
            onChange={(value) => form.setFieldValue('bedrooms', value ?? '')}
          />
          <Select
            label={m.valuations_service_required()}
            name="serviceRequired"
            data={VALUATION_SERVICES.map((value) => ({ value, label: valuationServiceLabel(value) }))}
            allowDeselect={false}
            {...form.getInputProps('serviceRequired')}
          />
          <Select
            label={m.valuations_preferred_contact()}
            name="preferredContact"
            data={PREFERRED_CONTACTS.map((value) => ({ value, label: preferredContactLabel(value) }))}
            allowDeselect={false}
            {...form.getInputProps('preferredContact')}
          />
        </SimpleGrid>
        <Textarea label={m.valuations_message_optional()} name="message" rows={4} {...form.getInputProps('message')} />
        <LeadFormSubmit
          marketing={form.getInputProps('marketing', { type: 'checkbox' })}
          sending={sending}
          label={m.valuations_submit()}
        />
      </Stack>
    </form>
  );
}
