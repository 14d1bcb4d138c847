import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './FormActions.module.css';

/**
 * The foot of every console form: Cancel (back to the list, where there is one) and the submit button
 * with its busy label; `children` sit on the left (when the record last changed). `sticky` keeps the
 * buttons in view at the bottom of a long form.
 */
export function FormActions({
  busy,
  label,
  busyLabel = 'Saving...',
  cancelTo,
  sticky = false,
  children,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  cancelTo?: string;
  sticky?: boolean;
  children?: ReactNode;
}) {
  // A record form's row (Cancel and submit) stands a little apart from the fields above it.
  const apart = cancelTo !== undefined && !sticky;
  return (
    <Group
      justify={children ? 'space-between' : 'flex-end'}
      gap="sm"
      mt={apart ? 'sm' : undefined}
      className={sticky ? classes.sticky : undefined}
    >
      {children}
      {cancelTo ? (
        <Button component={Link} to={cancelTo} variant="default">
          Cancel
        </Button>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </Group>
  );
}
