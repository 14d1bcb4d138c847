import { Button, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ALERT_FREQUENCIES, type AlertCriteria, type AlertFrequency } from '../../../shared/alerts/alerts.ts';
import { CURRENT_CONSENT } from '../../../shared/inquiries/consent.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { PROPERTY_TYPES } from '../../../shared/properties/schemas.ts';
import { notifyVisitor } from '../../lib/notify.ts';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';
import { digitsValue, type PropertyFilters } from '../properties/filter.ts';

const FREQUENCY_LABELS: Record<AlertFrequency, () => string> = {
  instant: m.alert_frequency_instant,
  daily: m.alert_frequency_daily,
  weekly: m.alert_frequency_weekly,
};

/** The finder's filters as an alert keeps them: its type by name, bedrooms and prices as numbers (dirhams). */
export function alertCriteriaOf(filters: PropertyFilters): AlertCriteria {
  const type = PROPERTY_TYPES.find((name) => name.toLowerCase() === filters.propertyType.trim().toLowerCase());
  const price = (text: string) => (text.trim() === '' ? null : digitsValue(text));
  return {
    saleType: filters.type,
    propertyType: type ?? null,
    bedrooms: filters.bedrooms.trim() === '' ? null : digitsValue(filters.bedrooms),
    priceMin: price(filters.priceMin),
    priceMax: price(filters.priceMax),
  };
}

/**
 * "Alert me": saves the finder's current filters with an address and a frequency. The address's
 * owner confirms by the link we e-mail (double opt-in); the answer is the same for any address.
 */
export function AlertMe({ filters }: { filters: PropertyFilters }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const [opened, setOpened] = useState(false);
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const subscribe = useMutation(trpc.alerts.subscribe.mutationOptions());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(
      {
        email,
        frequency,
        criteria: alertCriteriaOf(filters),
        consent: CURRENT_CONSENT.marketing,
        sourcePage: window.location.pathname,
      },
      {
        onSuccess: () => {
          setOpened(false);
          notifyVisitor({ title: m.alert_sent_title(), message: m.alert_sent_message() });
        },
        onError: (error) =>
          notifyVisitor({ title: m.alert_title(), message: trpcErrorMessage(error, m.alert_failed()), color: 'red' }),
      },
    );
  };
  return (
    <>
      <Button variant="outline" leftSection={<IconBell size={16} aria-hidden="true" />} onClick={() => setOpened(true)}>
        {m.alert_me()}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={m.alert_title()} centered>
        <form onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm">{m.alert_intro()}</Text>
            <TextInput
              label={m.form_email()}
              type="email"
              name="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <div>
              <Text size="sm" fw={500} id="alert-frequency-label" mb={4}>
                {m.alert_frequency()}
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="alert-frequency-label"
                value={frequency}
                onChange={(value) => setFrequency(value as AlertFrequency)}
                data={ALERT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value]() }))}
              />
            </div>
            <Button type="submit" loading={subscribe.isPending}>
              {m.alert_submit()}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
