import { Button, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { CONSENT_WORDINGS, CURRENT_CONSENT } from '../../../shared/inquiries/consent.ts';
import { leadContext } from '../../lib/attribution.ts';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';
import classes from './NewsletterForm.module.css';

export const NEWSLETTER_THANKS = 'Thank you for subscribing. We will keep you informed.';

/**
 * The footer's newsletter sign-up: stores the address as a subscriber, with the wording shown under
 * the field as the consent it gave, and thanks the visitor.
 */
export function NewsletterForm() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const [email, setEmail] = useState('');
  const subscribe = useMutation(trpc.newsletter.subscribe.mutationOptions());
  const statusId = useId();
  const wordingId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.mutate(
      { email, consent: CURRENT_CONSENT.newsletter, sourcePage: leadContext().sourcePage },
      { onSuccess: () => setEmail('') },
    );
  };

  return (
    <form className={classes.form} onSubmit={submit} aria-describedby={`${wordingId} ${statusId}`}>
      <div className={classes.row}>
        <TextInput
          type="email"
          required
          label="E-mail address"
          placeholder="Your e-mail address"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          classNames={{ root: classes.field, input: classes.input, label: classes.label }}
        />
        <Button type="submit" loading={subscribe.isPending} className={classes.submit} color="sand.3" c="ink.9">
          Subscribe
        </Button>
      </div>
      <p id={wordingId} className={classes.wording}>
        {CONSENT_WORDINGS[CURRENT_CONSENT.newsletter].text}
      </p>
      <p id={statusId} className={classes.status} role="status" aria-live="polite">
        {subscribe.isSuccess
          ? NEWSLETTER_THANKS
          : subscribe.isError
            ? trpcErrorMessage(subscribe.error, 'Could not subscribe. Please try again.')
            : ''}
      </p>
    </form>
  );
}
