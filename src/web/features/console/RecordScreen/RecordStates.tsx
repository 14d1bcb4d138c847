import { Alert, Card, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What a record screen shows instead of the record, as its route's not-found, error and pending
 * components. `noun` names the record ('Property'); `header` is the screen's own frame (its title
 * row, a link back to the list), kept so staff still see where they are.
 */
interface RecordStateProps {
  noun: string;
  header: ReactNode;
  children?: ReactNode;
}

/** The record does not exist (or the path cannot name one); `children` replaces the usual text. */
export function RecordNotFound({ noun, header, children }: RecordStateProps) {
  return (
    <>
      {header}
      <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} title={`${noun} Not Found`}>
        {children ?? `The ${noun.toLowerCase()} you're trying to edit could not be found.`}
      </Alert>
    </>
  );
}

/** The record could not be loaded for another reason. */
export function RecordLoadError({ noun, header }: Omit<RecordStateProps, 'children'>) {
  return (
    <>
      {header}
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
        There was an error loading the {noun.toLowerCase()}. Please try again.
      </Alert>
    </>
  );
}

/** The record is on its way: the shape of a form card, or `children` shaped like the screen. */
export function RecordPending({ noun, header, children }: RecordStateProps) {
  return (
    <>
      {header}
      {children ?? (
        <Card withBorder padding="lg" aria-busy="true" aria-label={`Loading the ${noun.toLowerCase()}`}>
          <Stack gap="sm">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={96} />
          </Stack>
        </Card>
      )}
    </>
  );
}
