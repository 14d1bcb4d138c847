import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { PageHeader } from '../../features/console/PageHeader/PageHeader.tsx';
import { ListLoadError, ListPending } from '../../features/console/ListStates/ListStates.tsx';
import type { Trpc } from '../../router-context.ts';
import { PersonalDataFindings } from './-components/privacy/PersonalDataFindings.tsx';
import { PersonalDataLookup } from './-components/privacy/PersonalDataLookup.tsx';
import { RequestLog } from './-components/privacy/RequestLog.tsx';

export const Route = createFileRoute('/admin/privacy')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(actionsQuery(trpc)),
  component: PrivacyScreen,
  pendingComponent: () => (
    <PrivacyFrame>
      <ListPending>Loading the record of requests...</ListPending>
    </PrivacyFrame>
  ),
  errorComponent: () => (
    <PrivacyFrame>
      <ListLoadError>The record of requests could not be loaded. Please try again.</ListLoadError>
    </PrivacyFrame>
  ),
});

function actionsQuery(trpc: Trpc) {
  return trpc.privacy.actions.queryOptions(undefined, { staleTime: 0 });
}

function PrivacyFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Personal Data"
        description="Find everything stored about one person, give them a copy, or erase it at their request. Leads are anonymised, not deleted, so the figures stay true."
      />
      {children}
    </>
  );
}

function PrivacyScreen() {
  const { trpc } = Route.useRouteContext();
  const { data: actions } = useSuspenseQuery(actionsQuery(trpc));
  // The person searched for stays in the page's memory, never in its address or history.
  const [contact, setContact] = useState<string | null>(null);
  return (
    <PrivacyFrame>
      <Stack gap="lg">
        <PersonalDataLookup onFind={setContact} />
        {contact ? <PersonalDataFindings contact={contact} /> : null}
        <RequestLog actions={actions} />
      </Stack>
    </PrivacyFrame>
  );
}
