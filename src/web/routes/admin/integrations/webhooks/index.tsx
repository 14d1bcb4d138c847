import { Button, Card } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { WebhookSecretView } from '../../../../../shared/webhooks/types.ts';
import { useCan } from '../../../../features/console/console-access.ts';
import { ListLoadError, ListPending } from '../../../../features/console/ListStates/ListStates.tsx';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';
import { AddEndpointModal } from './-components/EndpointForm.tsx';
import { EndpointsTable } from './-components/EndpointsTable.tsx';
import { SecretModal } from './-components/SecretModal.tsx';
import type { Trpc } from '../../../../router-context.ts';

const endpointsQuery = (trpc: Trpc) => trpc.webhooks.list.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/integrations/webhooks/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(endpointsQuery(trpc)),
  component: Webhooks,
  pendingComponent: () => (
    <WebhooksFrame>
      <ListPending>Loading endpoints...</ListPending>
    </WebhooksFrame>
  ),
  errorComponent: () => (
    <WebhooksFrame>
      <ListLoadError>The endpoints could not be loaded. Please try again.</ListLoadError>
    </WebhooksFrame>
  ),
});

function WebhooksFrame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Outgoing webhooks"
        description="Other systems (a CRM, Zapier, a data warehouse) hear of new and changed leads at these addresses."
        actions={actions}
      />
      <Card withBorder padding={0}>
        {children}
      </Card>
    </>
  );
}

function Webhooks() {
  const { trpc } = Route.useRouteContext();
  const { data: endpoints } = useSuspenseQuery(endpointsQuery(trpc));
  const can = useCan();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<WebhookSecretView | null>(null);
  const add = can('integrations.manage') ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      Add endpoint
    </Button>
  ) : undefined;
  return (
    <WebhooksFrame actions={add}>
      <EndpointsTable
        endpoints={endpoints}
        empty="No endpoints yet. Add one to send new and changed leads to another system."
      />
      <AddEndpointModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setAdding(false);
          setSecret(created);
        }}
      />
      <SecretModal shown={secret} onClose={() => setSecret(null)} />
    </WebhooksFrame>
  );
}
