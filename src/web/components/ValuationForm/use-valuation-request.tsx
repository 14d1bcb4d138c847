import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { InquiryCreateInput } from '../../../shared/inquiries/schemas.ts';
import classes from './ValuationForm.module.css';

/** The valuation toasts. The lettings form shows them too, so both request forms read alike. */
export const VALUATION_TOASTS = {
  success: { title: 'Valuation request submitted', message: 'Our team will be in touch with you shortly.' },
  failure: { title: 'Error submitting request', message: 'Please try again or contact us directly.', color: 'red' },
} as const;

/**
 * Sending a valuation-style request: the inquiry, its toasts, and the confirmation view that replaces
 * the form until 'Submit Another Request'. A failure keeps the form as the visitor left it.
 */
export function useValuationRequest() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const create = useMutation(trpc.inquiries.create.mutationOptions());
  const [submitted, setSubmitted] = useState(false);

  const send = (payload: InquiryCreateInput, resetForm: () => void) =>
    create.mutate(payload, {
      onSuccess: () => {
        notifications.show(VALUATION_TOASTS.success);
        resetForm();
        setSubmitted(true);
      },
      onError: () => notifications.show(VALUATION_TOASTS.failure),
    });

  return { send, submitted, sending: create.isPending, submitAnother: () => setSubmitted(false) };
}

export function RequestConfirmation({ text, onSubmitAnother }: { text: string; onSubmitAnother: () => void }) {
  return (
    <div className={classes.confirmation} role="status">
      <h3 className={classes.confirmationTitle}>Thank you — your request is with us</h3>
      <p className={classes.confirmationText}>{text}</p>
      <Button onClick={onSubmitAnother}>Submit Another Request</Button>
    </div>
  );
}
