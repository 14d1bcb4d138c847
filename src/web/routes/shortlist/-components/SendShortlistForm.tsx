import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { agreedConsents } from '../../../../shared/inquiries/consent.ts';
import type { InquiryCreateInput } from '../../../../shared/inquiries/schemas.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { sendShortlistFormDefaults, sendShortlistFormSchema } from '../../../../shared/shortlist/send-form.ts';
import { useLeadForm } from '../../../features/leads/use-lead-form.ts';
import classes from './Shortlist.module.css';
import { ContactFields } from '../../../features/leads/ContactFields/ContactFields.tsx';
import { LeadFormSubmit } from '../../../features/leads/LeadFormSubmit/LeadFormSubmit.tsx';

const SHORTLIST_TOASTS = {
  sent: () => ({ title: m.shortlist_sent_title(), message: m.shortlist_sent_message() }),
  failed: () => ({ title: m.shortlist_send_title(), message: m.shortlist_send_failed(), color: 'red' }),
};

/** "Send me this shortlist": a lead with the residences, and an e-mail to the visitor listing them. */
export function SendShortlistForm({ propertyIds }: { propertyIds: number[] }) {
  const { form, formRef, submit, sending } = useLeadForm({
    schema: sendShortlistFormSchema,
    initialValues: sendShortlistFormDefaults,
    mutation: (trpc) => trpc.inquiries.create.mutationOptions(),
    toLead: (values, context): InquiryCreateInput => ({
      kind: 'shortlist',
      name: values.name,
      email: values.email,
      phone: values.phone || null,
      propertyIds,
      consents: agreedConsents({ marketing: values.marketing }),
      ...context,
    }),
    toasts: SHORTLIST_TOASTS,
  });
  return (
    <section className={classes.send} aria-labelledby="send-shortlist-title">
      <Title order={2} id="send-shortlist-title" className={classes.sendTitle}>
        {m.shortlist_send_title()}
      </Title>
      <Text className={classes.lead}>{m.shortlist_send_intro()}</Text>
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="send-shortlist-title">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <ContactFields inputProps={(field) => form.getInputProps(field)} />
          </SimpleGrid>
          <LeadFormSubmit
            marketing={form.getInputProps('marketing', { type: 'checkbox' })}
            sending={sending}
            label={m.shortlist_send_title()}
          />
        </Stack>
      </form>
    </section>
  );
}
