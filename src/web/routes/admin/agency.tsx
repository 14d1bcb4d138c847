import { Card } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '../../features/console/PageHeader/PageHeader.tsx';
import { ListLoadError, ListPending } from '../../features/console/ListStates/ListStates.tsx';
import { agencyRegistrationQuery } from '../../queries.ts';
import { AgencyForm } from './-components/agency/AgencyForm.tsx';

export const Route = createFileRoute('/admin/agency')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(agencyRegistrationQuery(trpc)),
  component: AgencyScreen,
  pendingComponent: () => (
    <AgencyFrame>
      <ListPending>Loading the registration...</ListPending>
    </AgencyFrame>
  ),
  errorComponent: () => (
    <AgencyFrame>
      <ListLoadError>The registration could not be loaded. Please try again.</ListLoadError>
    </AgencyFrame>
  ),
});

function AgencyFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Agency & Project"
        description="The licence and registration numbers the website shows in its footer, on the landing and about pages and in its structured data."
      />
      <Card withBorder padding="lg" maw={960}>
        {children}
      </Card>
    </>
  );
}

function AgencyScreen() {
  const { trpc } = Route.useRouteContext();
  const { data: registration } = useSuspenseQuery(agencyRegistrationQuery(trpc));
  return (
    <AgencyFrame>
      <AgencyForm registration={registration} />
    </AgencyFrame>
  );
}
