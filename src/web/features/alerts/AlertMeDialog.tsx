import { Button, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { z } from 'zod';
import {
  ALERT_FREQUENCIES,
  alertFormSchema,
  type AlertFrequency,
  type AlertSubscribeInput,
} from '../../../shared/alerts/alerts.ts';
import { CURRENT_CONSENT } from '../../../shared/inquiries/consent.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { ContactFields } from '../leads/ContactFields/ContactFields.tsx';
import { useLeadFields, useSendLead } from '../leads/use-lead-form.ts';
import type { PropertyFilters } from '../properties/filter.ts';
import { alertCriteriaOf } from './alert-criteria.ts';

const FREQUENCY_LABELS: Record<AlertFrequency, () => string> = {
  instant: m.alert_frequency_instant,
  daily: m.alert_frequency_daily,
  weekly: m.alert_frequency_weekly,
};

/**
 * "Alert me": saves the finder's current filters with an address and a frequency, as a lead form
 * does (checked by the shared schema, sent with the page and the visit's attribution). The address's
 * owner confirms by the link we e-mail (double opt-in); the answer is the same for any address.
 */
export function AlertMeDialog({
  filters,
  opened,
  onClose,
}: {
  filters: PropertyFilters;
  opened: boolean;
  onClose: () => void;
}) {
  // Kept while the dialog is closed: a visitor who reopens it finds what they chose.
  const { form, formRef } = useLeadFields(alertFormSchema, { email: '', frequency: 'daily' });
  const { send, sending } = useSendLead({
    mutation: (trpc) => trpc.alerts.subscribe.mutationOptions(),
    toLead: (values: z.output<typeof alertFormSchema>, context): AlertSubscribeInput => ({
      ...values,
      criteria: alertCriteriaOf(filters),
      consent: CURRENT_CONSENT.marketing,
      ...context,
    }),
    toasts: {
      sent: () => ({ title: m.alert_sent_title(), message: m.alert_sent_message() }),
      failed: () => ({ title: m.alert_title(), message: m.alert_failed(), color: 'red' }),
    },
    onSent: onClose,
  });
  return (
    <Modal opened={opened} onClose={onClose} title={m.alert_title()} centered>
      <form ref={formRef} onSubmit={form.onSubmit(send)} noValidate>
        <Stack gap="md">
          <Text size="sm">{m.alert_intro()}</Text>
          <ContactFields inputProps={(field) => form.getInputProps(field)} name="none" phone="none" />
          <div>
            <Text size="sm" fw={500} id="alert-frequency-label" mb={4}>
              {m.alert_frequency()}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="alert-frequency-label"
              data={ALERT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value]() }))}
              {...form.getInputProps('frequency')}
            />
          </div>
          <Button type="submit" loading={sending}>
            {m.alert_submit()}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
