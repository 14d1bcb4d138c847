import { SimpleGrid, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import { PageHeader } from '../../../features/console/PageHeader/PageHeader.tsx';
import type { Trpc } from '../../../router-context.ts';
import { InboundMailHealthCard } from './-components/InboundMailHealthCard.tsx';
import { IntegrationLinks } from './-components/IntegrationLinks.tsx';
import { PortalFeedCard } from './-components/PortalFeedCard.tsx';
import { PortalHealthCard } from './-components/PortalHealthCard.tsx';

export const Route = createFileRoute('/admin/integrations/')({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([queryClient.ensureQueryData(healthQuery(trpc)), queryClient.ensureQueryData(inboundMailQuery(trpc))]),
  component: IntegrationsScreen,
  pendingComponent: () => (
    <IntegrationsFrame>
      <ListPending>Loading how the portals are doing...</ListPending>
    </IntegrationsFrame>
  ),
  errorComponent: () => (
    <IntegrationsFrame>
      <ListLoadError>The integrations could not be loaded. Please try again.</ListLoadError>
    </IntegrationsFrame>
  ),
});

function healthQuery(trpc: Trpc) {
  return trpc.portalLeads.health.queryOptions(undefined, { staleTime: 0, refetchInterval: 30_000 });
}

function inboundMailQuery(trpc: Trpc) {
  return trpc.inboundMail.health.queryOptions(undefined, { staleTime: 0, refetchInterval: 30_000 });
}

function IntegrationsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Leads arriving from Property Finder, Bayut and dubizzle, and the systems the console talks to."
      />
      {children}
    </>
  );
}

function IntegrationsScreen() {
  const { trpc } = Route.useRouteContext();
  const { data: sources } = useSuspenseQuery(healthQuery(trpc));
  const { data: inboundMail } = useSuspenseQuery(inboundMailQuery(trpc));
  return (
    <IntegrationsFrame>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {sources.map((health) => (
            <PortalHealthCard key={health.source} health={health} />
          ))}
          <InboundMailHealthCard health={inboundMail} />
        </SimpleGrid>
        <PortalFeedCard />
        <IntegrationLinks />
      </Stack>
    </IntegrationsFrame>
  );
}
