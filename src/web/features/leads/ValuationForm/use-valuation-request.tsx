import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import type { InquiryCreateInput } from '../../../../shared/inquiries/schemas.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import classes from './ValuationForm.module.css';

/**
 * The valuation toasts, in the page's language. The lettings form shows them too, so both request
 * forms read alike.
 */
export const valuationToasts = () => ({
  success: { title: m.valuations_toast_success_title(), message: m.valuations_toast_success_message() },
  failure: {
    title: m.valuations_toast_failure_title(),
    message: m.valuations_toast_failure_message(),
    color: 'red',
  },
});

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
        notifications.show(valuationToasts().success);
        resetForm();
        setSubmitted(true);
      },
      onError: () => notifications.show(valuationToasts().failure),
    });

  return { send, submitted, sending: create.isPending, submitAnother: () => setSubmitted(false) };
}

export function RequestConfirmation({ text, onSubmitAnother }: { text: string; onSubmitAnother: () => void }) {
  return (
    <div className={classes.confirmation} role="status">
      <h3 className={classes.confirmationTitle}>{m.valuations_confirmation_title()}</h3>
      <p className={classes.confirmationText}>{text}</p>
      <Button onClick={onSubmitAnother}>{m.valuations_submit_another()}</Button>
    </div>
  );
}
