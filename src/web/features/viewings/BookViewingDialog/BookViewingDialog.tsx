import { Alert, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { BookViewingInput } from '../../../../shared/viewings/schemas.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { ticksAsConsents } from '../../leads/consent-ticks.ts';
import { useSendLead } from '../../leads/use-lead-form.ts';
import { ViewingBooking } from '../ViewingBooking/ViewingBooking.tsx';
import { ViewingConfirmation } from '../ViewingBooking/ViewingConfirmation.tsx';
import { type ViewingChoice, type ViewingDetails, type ViewingMode } from '../viewing-form.ts';
import { visitorTimeZone } from '../viewing-time.ts';
import { useViewingSlots } from '../use-viewing-slots.ts';
import { bookingFailure, slotsAfterConflict, takenSlot } from '../availability.ts';
// The same title and introduction as the enquiry dialog beside it.
import classes from '../../leads/EnquiryDialog/EnquiryDialog.module.css';

export interface BookViewingDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The residence to view (its agent's diary), or null for a general viewing with any agent who takes leads. */
  propertyId: number | null;
  /** The residence's name for the title, when there is one. */
  residence?: string;
}

/**
 * 'Book a viewing': the free slots of the residence's agent (or of any agent who takes leads) for
 * the next weeks, the steps of ViewingBooking, then the confirmation. A slot taken in the meantime
 * (CONFLICT) sends the visitor back to the times with the next free ones the server offers; a limit
 * reached (TOO_MANY_REQUESTS) is told in the server's words and keeps the details typed. The
 * booking is a lead like any form's, with the page and the visit's attribution. Full screen on a phone.
 */
export function BookViewingDialog({ opened, onClose, propertyId, residence }: BookViewingDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [zone] = useState(visitorTimeZone);
  const [mode, setMode] = useState<ViewingMode>('in-person');
  const availability = useViewingSlots({ propertyId }, opened);
  const booking = useSendLead({
    mutation: (client) => client.viewings.book.mutationOptions(),
    toLead: ({ choice, details }: { choice: ViewingChoice; details: ViewingDetails }, context): BookViewingInput => ({
      propertyId,
      start: choice.start,
      mode: choice.mode,
      name: details.name,
      email: details.email,
      phone: details.phone,
      message: details.message,
      consents: ticksAsConsents(details),
      ...context,
    }),
  });
  const [sent, setSent] = useState<{ start: string; email: string } | null>(null);
  const taken = takenSlot(booking.error, sent?.start ?? null);
  const close = () => {
    onClose();
    if (booking.sent) booking.sendAnother();
  };
  const booked = booking.stored;

  return (
    <Modal
      opened={opened}
      onClose={close}
      fullScreen={phone}
      size="lg"
      title={residence ? m.viewing_dialog_title_residence({ residence }) : m.viewing_dialog_title()}
      closeButtonProps={{ 'aria-label': m.form_close() }}
      classNames={{ title: classes.title }}
    >
      {booked ? (
        <ViewingConfirmation
          viewing={{ start: booked.start, mode: booked.mode, agentName: booked.agent.name, email: sent?.email ?? '' }}
          zone={zone}
          onDone={close}
        />
      ) : (
        <>
          <p className={classes.intro}>{m.viewing_intro()}</p>
          {booking.error && !taken && (
            <Alert color="red" variant="light" mb="md" title={m.viewing_failed_title()}>
              {bookingFailure(booking.error, m.viewing_failed_message())}
            </Alert>
          )}
          <ViewingBooking
            slots={{ ...availability, slots: slotsAfterConflict(availability.slots, booking.error, taken) }}
            mode={mode}
            onModeChange={setMode}
            zone={zone}
            busy={booking.sending}
            taken={taken}
            onSubmit={(choice, details) => {
              if (!details) return;
              setSent({ start: choice.start, email: details.email });
              booking.send({ choice, details });
            }}
          />
        </>
      )}
    </Modal>
  );
}
