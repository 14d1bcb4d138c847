import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { m } from '../../../../shared/paraglide/messages.js';
import classes from './RequestForm.module.css';

interface RequestConfirmationProps {
  text: string;
  onSubmitAnother: () => void;
  /** The valuation request's words unless a form has its own. */
  title?: string;
  anotherLabel?: string;
}

/**
 * What a public form shows in the page once its lead is sent, until the visitor asks to send another.
 * It comes into view where it appears: the button that sent the form may be a long way below it on a phone.
 */
export function RequestConfirmation({
  text,
  onSubmitAnother,
  title = m.valuations_confirmation_title(),
  anotherLabel = m.valuations_submit_another(),
}: RequestConfirmationProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrolling.
    if ('scrollIntoView' in Element.prototype) panel.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={panel} className={classes.confirmation} role="status">
      <h3 className={classes.confirmationTitle}>{title}</h3>
      <p className={classes.confirmationText}>{text}</p>
      <Button onClick={onSubmitAnother}>{anotherLabel}</Button>
    </div>
  );
}
