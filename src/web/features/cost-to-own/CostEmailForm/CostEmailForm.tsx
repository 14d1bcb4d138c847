import { Button, SimpleGrid, Stack } from '@mantine/core';
import type { CostInputs } from '../../../../shared/cost-to-own/schemas.ts';
import { agreedConsents } from '../../../../shared/inquiries/consent.ts';
import { costBreakdownFormSchema, type InquiryCreateInput } from '../../../../shared/inquiries/schemas.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { RequestConfirmation } from '../../leads/RequestForm/RequestConfirmation.tsx';
import { REQUEST_TOASTS } from '../../leads/RequestForm/request-toasts.ts';
import { useLeadForm, type LeadToasts } from '../../leads/use-lead-form.ts';
import classes from '../CostCalculator/CostCalculator.module.css';
import { ContactFields } from '../../leads/ContactFields/ContactFields.tsx';
import { LeadFormSubmit } from '../../leads/LeadFormSubmit/LeadFormSubmit.tsx';

const COST_EMAIL_TOASTS: LeadToasts = {
  sent: () => ({ title: m.cost_email_sent_title(), message: m.cost_email_sent() }),
  failed: REQUEST_TOASTS.failed,
};

/**
 * "E-mail me this breakdown": a lead of kind cost-breakdown with the calculator's choices; the server
 * works the table out again from them (and the fee table) and e-mails it through the outbox.
 */
export function CostEmailForm({
  inputs,
  propertyId,
  onClose,
}: {
  inputs: CostInputs;
  propertyId: number | null;
  onClose: () => void;
}) {
  const { form, formRef, submit, sending, sent } = useLeadForm({
    schema: costBreakdownFormSchema,
    initialValues: { name: '', email: '', phone: '', marketing: false },
    mutation: (trpc) => trpc.inquiries.create.mutationOptions(),
    toLead: (values, context): InquiryCreateInput => ({
      kind: 'cost-breakdown',
      name: values.name,
      email: values.email,
      phone: values.phone,
      inputs,
      propertyId,
      consents: agreedConsents({ marketing: values.marketing }),
      ...context,
    }),
    toasts: COST_EMAIL_TOASTS,
  });

  if (sent) return <RequestConfirmation text={m.cost_email_sent()} onSubmitAnother={onClose} />;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={m.cost_email_title()} className={classes.emailForm}>
      <Stack gap="md">
        <h3 className={classes.subheading}>{m.cost_email_title()}</h3>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <ContactFields inputProps={(field) => form.getInputProps(field)} />
        </SimpleGrid>
        <LeadFormSubmit
          marketing={form.getInputProps('marketing', { type: 'checkbox' })}
          sending={sending}
          label={m.cost_email_submit()}
        >
          <Button variant="subtle" onClick={onClose}>
            {m.form_cancel()}
          </Button>
        </LeadFormSubmit>
      </Stack>
    </form>
  );
}
