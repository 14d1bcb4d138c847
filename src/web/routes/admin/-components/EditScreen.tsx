import { Alert, Card, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isTrpcNotFound } from '../../../lib/trpc-errors.ts';
import { PageHeader } from './PageHeader.tsx';

/** The frame of an edit screen: skeletons while loading, the not-found and load-error alerts. */
export function EditScreen<T>({
  title,
  noun,
  query,
  children,
}: {
  title: string;
  noun: string;
  query: { data: T | undefined; isError: boolean; error: unknown };
  children: (data: T) => ReactNode;
}) {
  let body: ReactNode;
  if (query.isError && isTrpcNotFound(query.error)) {
    body = (
      <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} title={`${noun} Not Found`}>
        The {noun.toLowerCase()} you're trying to edit could not be found.
      </Alert>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} title="Error">
        There was an error loading the {noun.toLowerCase()}. Please try again.
      </Alert>
    );
  } else if (query.data === undefined) {
    body = (
      <Card withBorder padding="lg" aria-busy="true" aria-label={`Loading the ${noun.toLowerCase()}`}>
        <Stack gap="sm">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={96} />
        </Stack>
      </Card>
    );
  } else {
    body = children(query.data);
  }
  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}
