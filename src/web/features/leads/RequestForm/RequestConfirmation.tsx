import { Button } from '@mantine/core';
import { m } from '../../../../shared/paraglide/messages.js';
import classes from './RequestForm.module.css';

/** What replaces a valuation or lettings request once it is sent, until 'Submit Another Request'. */
export function RequestConfirmation({ text, onSubmitAnother }: { text: string; onSubmitAnother: () => void }) {
  return (
    <div className={classes.confirmation} role="status">
      <h3 className={classes.confirmationTitle}>{m.valuations_confirmation_title()}</h3>
      <p className={classes.confirmationText}>{text}</p>
      <Button onClick={onSubmitAnother}>{m.valuations_submit_another()}</Button>
    </div>
  );
}
