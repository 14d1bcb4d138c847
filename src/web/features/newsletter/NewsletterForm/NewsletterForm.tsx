import { Button, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { consentText, CURRENT_CONSENT } from '../../../../shared/inquiries/consent.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { leadContext } from '../../leads/attribution.ts';
import { pageLocale } from '../../../lib/i18n.ts';
import { firstFieldMessages, trpcErrorCode } from '../../../lib/trpc-errors.ts';
import { useKeepTypedBeforeHydration } from '../../../lib/hydration/use-keep-typed-before-hydration.ts';
import classes from './NewsletterForm.module.css';

/**
 * The footer's newsletter sign-up: asks the server to e-mail the address a confirmation link (double
 * opt-in; the wording shown under the field is recorded as the consent once it is confirmed), and
 * tells the visitor to check their inbox.
 */
export function NewsletterForm() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const [email, setEmail] = useState('');
  const subscribe = useMutation(trpc.newsletter.subscribe.mutationOptions());
  const statusId = useId();
  const wordingId = useId();
  const formElement = useKeepTypedBeforeHydration<HTMLFormElement>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.mutate(
      { email, consent: CURRENT_CONSENT.newsletter, sourcePage: leadContext().sourcePage },
      { onSuccess: () => setEmail('') },
    );
  };

  return (
    <form ref={formElement} className={classes.form} onSubmit={submit} aria-describedby={`${wordingId} ${statusId}`}>
      <div className={classes.row}>
        <TextInput
          type="email"
          required
          label={m.newsletter_email_label()}
          placeholder={m.newsletter_email_placeholder()}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          classNames={{ root: classes.field, input: classes.input, label: classes.label }}
        />
        <Button type="submit" loading={subscribe.isPending} className={classes.submit} color="sand.3" c="ink.9">
          {m.newsletter_subscribe()}
        </Button>
      </div>
      <p id={wordingId} className={classes.wording}>
        {consentText(CURRENT_CONSENT.newsletter, pageLocale())}
      </p>
      <p id={statusId} className={classes.status} role="status" aria-live="polite">
        {subscribe.isSuccess
          ? m.newsletter_thanks()
          : subscribe.isError
            ? // The one field the server checks is the address: its refusal reads in the page's language,
              // as does the limit on sign-ups, which a retry at once would only meet again.
              firstFieldMessages(subscribe.error).email
              ? m.form_email_invalid()
              : trpcErrorCode(subscribe.error) === 'TOO_MANY_REQUESTS'
                ? m.form_too_many_requests()
                : m.newsletter_error()
            : ''}
      </p>
    </form>
  );
}
