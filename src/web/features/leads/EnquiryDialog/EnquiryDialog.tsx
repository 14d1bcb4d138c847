import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { agreedConsents, CURRENT_CONSENT } from '../../../../shared/inquiries/consent.ts';
import { enquiryInquirySchema, type InquiryCreateInput } from '../../../../shared/inquiries/schemas.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { ConsentCheckbox } from '../ConsentCheckbox/ConsentCheckbox.tsx';
import { ContactFields } from '../ContactFields/ContactFields.tsx';
import { useLeadFields, useSendLead } from '../use-lead-form.ts';
import classes from './EnquiryDialog.module.css';

/** How long the dialog's toasts stay, the same as every other toast on the site. */
export const ENQUIRY_TOAST_MS = 5000;

/**
 * The dialog's fields, checked by the shared enquiry schema (its messages read in the page's
 * language), and the separate, unticked "news and offers" choice.
 */
const enquiryFormSchema = enquiryInquirySchema
  .pick({ name: true, email: true, phone: true, message: true })
  .extend({ marketing: z.boolean() });

/** The dialog's fields as checked, trimmed and with blanks dropped. */
export type EnquiryValues = z.output<typeof enquiryFormSchema>;

/** The message as sent: prefixed with the residence, since the lead has no property of its own. */
export function enquiryMessage(residence: string, message: string): string {
  const prefix = `Enquiry about: ${residence}`;
  return message.trim() ? `${prefix}\n\n${message.trim()}` : prefix;
}

export interface EnquiryFormProps {
  residence: string;
  busy?: boolean;
  onSubmit: (values: EnquiryValues) => void;
  onCancel: () => void;
}

/**
 * Name and e-mail required (marked `required`, e-mail typed), phone and message optional. The shared
 * schema checks them before sending, so its messages appear under the fields in the page's language
 * rather than the browser's own bubbles.
 */
export function EnquiryForm({ residence, busy = false, onSubmit, onCancel }: EnquiryFormProps) {
  const { form, formRef } = useLeadFields(enquiryFormSchema, {
    name: '',
    email: '',
    phone: '',
    message: '',
    marketing: false,
  });
  return (
    <form
      ref={formRef}
      onSubmit={form.onSubmit(onSubmit)}
      className={classes.form}
      noValidate
      aria-label={m.enquiry_form_label({ residence })}
    >
      <Stack gap="md">
        <ContactFields inputProps={(field) => form.getInputProps(field)} labels={{ phone: m.form_phone_optional() }} />
        <Textarea label={m.form_message_optional()} name="message" rows={4} {...form.getInputProps('message')} />
        <ConsentCheckbox
          version={CURRENT_CONSENT.marketing}
          name="marketing"
          {...form.getInputProps('marketing', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" type="button" onClick={onCancel}>
            {m.form_cancel()}
          </Button>
          <Button type="submit" loading={busy}>
            {m.form_send_enquiry()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface EnquiryDialogProps {
  /** The residence asked about; null keeps the dialog closed. */
  residence: string | null;
  onClose: () => void;
  /** When given, the dialog also offers to book a viewing at a free time instead of writing. */
  onBookViewing?: () => void;
}

/**
 * 'Enquire about {residence}': posts an enquiry lead (status New, no property), toasts the result
 * for 5 s, closes on success and stays open on failure so nothing typed is lost.
 */
export function EnquiryDialog({ residence, onClose, onBookViewing }: EnquiryDialogProps) {
  // The title stays while the dialog animates closed.
  const [lastResidence, setLastResidence] = useState(residence ?? '');
  if (residence && residence !== lastResidence) setLastResidence(residence);
  const name = residence ?? lastResidence;
  const { send, sending } = useSendLead({
    mutation: (trpc) => trpc.inquiries.create.mutationOptions(),
    toLead: (values: EnquiryValues, context): InquiryCreateInput => ({
      kind: 'enquiry',
      name: values.name,
      email: values.email,
      phone: values.phone,
      message: enquiryMessage(name, values.message ?? ''),
      status: 'New',
      propertyId: null,
      consents: agreedConsents({ marketing: values.marketing }),
      ...context,
    }),
    toasts: {
      sent: () => ({
        title: m.enquiry_success_title(),
        message: m.enquiry_success_message(),
        autoClose: ENQUIRY_TOAST_MS,
      }),
      failed: () => ({
        title: m.enquiry_failure_title(),
        message: m.enquiry_failure_message(),
        color: 'red',
        autoClose: ENQUIRY_TOAST_MS,
      }),
    },
    onSent: onClose,
  });

  return (
    <Modal
      opened={residence !== null}
      onClose={onClose}
      title={m.enquiry_form_label({ residence: name })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': m.form_close() }}
      classNames={{ title: classes.title }}
    >
      <p className={classes.intro}>{m.enquiry_intro()}</p>
      {onBookViewing && (
        <Button variant="light" fullWidth mb="lg" leftSection={<IconCalendarEvent size={18} />} onClick={onBookViewing}>
          {m.viewing_book()}
        </Button>
      )}
      <EnquiryForm key={name} residence={name} busy={sending} onSubmit={send} onCancel={onClose} />
    </Modal>
  );
}
