import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Cancel (back to the list) and the submit button with its busy label. */
export function FormActions({
  cancelTo,
  busy,
  mode,
  noun,
}: {
  cancelTo: string;
  busy: boolean;
  mode: 'create' | 'edit';
  noun: string;
}) {
  return (
    <Group justify="flex-end" gap="sm" mt="sm">
      <Button component={Link} to={cancelTo} variant="default">
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : `${mode === 'create' ? 'Create' : 'Update'} ${noun}`}
      </Button>
    </Group>
  );
}
