import { Alert, Button, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { CURRENT_CONSENT } from '../../../../shared/inquiries/consent.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { CONTACT } from '../../../content/landing.ts';
import { intlLocale } from '../../../lib/i18n.ts';
import { ConsentCheckbox } from '../../leads/ConsentCheckbox/ConsentCheckbox.tsx';
import { ContactFields } from '../../leads/ContactFields/ContactFields.tsx';
import { useLeadFields } from '../../leads/use-lead-form.ts';
import { SlotPicker } from '../SlotPicker/SlotPicker.tsx';
import {
  EMPTY_VIEWING_DETAILS,
  VIEWING_MODES,
  viewingDetailsSchema,
  viewingModeHint,
  viewingModeLabel,
  type ViewingChoice,
  type ViewingDetails,
  type ViewingMode,
} from '../viewing-form.ts';
import { nextFreeSlots, slotLabel, type ViewingSlot } from '../viewing-time.ts';
import classes from './ViewingBooking.module.css';

export interface SlotsState {
  status: 'pending' | 'error' | 'success';
  slots: readonly ViewingSlot[];
  retry: () => void;
}

export interface ViewingBookingProps {
  slots: SlotsState;
  mode: ViewingMode;
  onModeChange: (mode: ViewingMode) => void;
  /** The visitor's zone. */
  zone: string;
  busy: boolean;
  /** The start of a slot that was taken while the visitor chose it, or null. */
  taken: string | null;
  /** The choice, with the visitor's details when the form asks for them (null when moving). */
  onSubmit: (choice: ViewingChoice, details: ViewingDetails | null) => void;
  /** What the details step's button says ('Book the viewing', or 'Move the viewing' without details). */
  submitLabel?: string;
  /** False when the visitor is already known (moving a booking): the time alone is sent. */
  askDetails?: boolean;
  /** False when the mode is settled (moving a booking). */
  askMode?: boolean;
  /** False when staff book for a visitor: the visitor ticks no boxes on a staff screen. */
  askConsents?: boolean;
}

/**
 * The steps of booking a viewing: how (in person or video) and when (a day, then a free slot), then
 * who (the fields every lead form has). A slot that went while the visitor typed brings them back to
 * the times, told so, with the next free ones offered first; what they typed stays.
 */
export function ViewingBooking({
  slots,
  mode,
  onModeChange,
  zone,
  busy,
  taken,
  onSubmit,
  submitLabel = m.viewing_submit(),
  askDetails = true,
  askMode = true,
  askConsents = true,
}: ViewingBookingProps) {
  const [chosen, setChosen] = useState<ViewingSlot | null>(null);
  const [step, setStep] = useState<'when' | 'details'>('when');
  const [lastTaken, setLastTaken] = useState(taken);
  if (taken !== lastTaken) {
    setLastTaken(taken);
    if (taken) {
      setChosen(null);
      setStep('when');
    }
  }
  const { form, formRef } = useLeadFields(viewingDetailsSchema, {
    ...EMPTY_VIEWING_DETAILS,
    privacy: !askConsents,
  });
  const chosenFree = chosen && slots.slots.some((slot) => slot.start === chosen.start) ? chosen : null;
  const locale = intlLocale();
  const dubai = m.viewing_dubai();
  const send = (details: ViewingDetails | null) => {
    if (chosenFree) onSubmit({ mode, start: chosenFree.start, agentId: chosenFree.agentId }, details);
  };

  if (step === 'details' && chosenFree && askDetails) {
    return (
      <form ref={formRef} onSubmit={form.onSubmit(send)} noValidate aria-label={m.viewing_dialog_title()}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" className={classes.summary}>
            <Text size="sm">
              {viewingModeLabel(mode)} · {slotLabel(chosenFree.start, zone, locale, dubai)}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={() => setStep('when')}>
              {m.viewing_back()}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ContactFields inputProps={(field) => form.getInputProps(field)} phone="required" />
          </SimpleGrid>
          <Textarea label={m.form_message_optional()} name="message" rows={3} {...form.getInputProps('message')} />
          {askConsents && (
            <>
              <ConsentCheckbox
                version={CURRENT_CONSENT.privacy}
                policyHref={CONTACT.privacyHref}
                name="privacy"
                {...form.getInputProps('privacy', { type: 'checkbox' })}
              />
              <ConsentCheckbox
                version={CURRENT_CONSENT.marketing}
                name="marketing"
                {...form.getInputProps('marketing', { type: 'checkbox' })}
              />
            </>
          )}
          <Button type="submit" size="md" loading={busy} fullWidth>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    );
  }

  const offered = taken ? nextFreeSlots(slots.slots, taken) : [];
  return (
    <Stack gap="lg">
      <div hidden={!askMode}>
        <Text size="sm" fw={500} mb={6} id="viewing-mode-label">
          {m.viewing_mode_label()}
        </Text>
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(value) => onModeChange(value === 'video' ? 'video' : 'in-person')}
          aria-labelledby="viewing-mode-label"
          data={VIEWING_MODES.map((value) => ({ value, label: viewingModeLabel(value) }))}
        />
        <Text size="xs" c="dimmed" mt={6}>
          {viewingModeHint(mode)}
        </Text>
      </div>
      {taken && (
        <Alert color="red" variant="light" title={m.viewing_taken_title()} role="alert">
          <Text size="sm" mb={offered.length ? 'xs' : 0}>
            {m.viewing_taken_text()}
          </Text>
          <Stack gap={6}>
            {offered.map((slot) => (
              <Button key={slot.start} variant="white" size="compact-md" onClick={() => setChosen(slot)}>
                {slotLabel(slot.start, zone, locale, dubai)}
              </Button>
            ))}
          </Stack>
        </Alert>
      )}
      {slots.status === 'pending' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{m.viewing_loading()}</Text>
        </Group>
      ) : slots.status === 'error' ? (
        <Alert color="red" variant="light" title={m.viewing_slots_failed()}>
          <Button variant="light" size="compact-sm" onClick={slots.retry}>
            {m.viewing_retry()}
          </Button>
        </Alert>
      ) : slots.slots.length === 0 ? (
        <Text size="sm">{m.viewing_no_slots()}</Text>
      ) : (
        <SlotPicker slots={slots.slots} zone={zone} value={chosenFree?.start ?? null} onChange={setChosen} />
      )}
      <Button
        size="md"
        fullWidth
        disabled={!chosenFree}
        loading={!askDetails && busy}
        onClick={() => (askDetails ? setStep('details') : send(null))}
      >
        {askDetails ? m.viewing_continue() : submitLabel}
      </Button>
    </Stack>
  );
}
