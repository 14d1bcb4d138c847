import { SimpleGrid, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import { PageHeader } from '../../../features/console/PageHeader/PageHeader.tsx';
import { whatsappStateQuery } from './-components/whatsapp/queries.ts';
import { WhatsAppConnection } from './-components/whatsapp/WhatsAppConnection.tsx';
import { WhatsAppCredentials } from './-components/whatsapp/WhatsAppCredentials.tsx';
import { WhatsAppTemplates } from './-components/whatsapp/WhatsAppTemplates.tsx';

export const Route = createFileRoute('/admin/integrations/whatsapp')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(whatsappStateQuery(trpc)),
  component: WhatsAppScreen,
  pendingComponent: () => (
    <Frame>
      <ListPending>Loading the WhatsApp connection...</ListPending>
    </Frame>
  ),
  errorComponent: () => (
    <Frame>
      <ListLoadError>The WhatsApp settings could not be loaded. Please try again.</ListLoadError>
    </Frame>
  ),
});

function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="WhatsApp"
        description="The WhatsApp Business Platform (Cloud API): the number the console answers from, Meta's signed webhook, and the templates for buyers whose 24-hour window has closed."
      />
      {children}
    </>
  );
}

function WhatsAppScreen() {
  const { trpc } = Route.useRouteContext();
  const { data: state } = useSuspenseQuery(whatsappStateQuery(trpc));
  return (
    <Frame>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <WhatsAppCredentials state={state} />
          <WhatsAppConnection state={state} />
        </SimpleGrid>
        <WhatsAppTemplates state={state} />
      </Stack>
    </Frame>
  );
}
