import { Button, Group } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { CURRENT_CONSENT } from '../../../../shared/inquiries/consent.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { ConsentCheckbox } from '../ConsentCheckbox/ConsentCheckbox.tsx';

/**
 * The end of a lead form: the optional marketing tick (its stored wording) and the send button,
 * which says the form is sending and takes no second press meanwhile. `children` go beside the
 * button (a Cancel).
 */
export function LeadFormSubmit({
  marketing,
  sending,
  label,
  children,
}: {
  /** The form's props for its `marketing` field, as a checkbox. */
  marketing: GetInputPropsReturnType;
  sending: boolean;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      <ConsentCheckbox version={CURRENT_CONSENT.marketing} name="marketing" {...marketing} />
      <Group gap="sm">
        <Button type="submit" disabled={sending}>
          {sending ? m.form_submitting() : label}
        </Button>
        {children}
      </Group>
    </>
  );
}
