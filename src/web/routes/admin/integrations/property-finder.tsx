import { SimpleGrid, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import { PageHeader } from '../../../features/console/PageHeader/PageHeader.tsx';
import { propertyFinderStateQuery } from './-components/property-finder/queries.ts';
import { PropertyFinderConnection } from './-components/property-finder/PropertyFinderConnection.tsx';
import { PropertyFinderCredentials } from './-components/property-finder/PropertyFinderCredentials.tsx';
import { PropertyFinderLocation } from './-components/property-finder/PropertyFinderLocation.tsx';
import { PropertyFinderPoll } from './-components/property-finder/PropertyFinderPoll.tsx';

export const Route = createFileRoute('/admin/integrations/property-finder')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(propertyFinderStateQuery(trpc)),
  component: PropertyFinderScreen,
  pendingComponent: () => (
    <Frame>
      <ListPending>Loading the Property Finder connection...</ListPending>
    </Frame>
  ),
  errorComponent: () => (
    <Frame>
      <ListLoadError>The Property Finder settings could not be loaded. Please try again.</ListLoadError>
    </Frame>
  ),
});

function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Property Finder"
        description="The Enterprise API credentials, the signed webhook, the polling that catches what webhooks miss, and where listings are published."
      />
      {children}
    </>
  );
}

function PropertyFinderScreen() {
  const { trpc } = Route.useRouteContext();
  const { data: state } = useSuspenseQuery(propertyFinderStateQuery(trpc));
  return (
    <Frame>
      <Stack gap="md">
        <PropertyFinderCredentials state={state} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <PropertyFinderConnection state={state} />
          <PropertyFinderPoll poll={state.poll} />
        </SimpleGrid>
        <PropertyFinderLocation
          connected={state.secrets.propertyFinderApiKey.set && state.secrets.propertyFinderApiSecret.set}
        />
      </Stack>
    </Frame>
  );
}
