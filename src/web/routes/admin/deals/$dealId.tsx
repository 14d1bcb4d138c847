import { Alert, Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { m } from '../../../../shared/paraglide/messages.js';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import { loadRecord } from '../../../features/console/load-record.ts';
import { DealPage } from '../../../features/deals/DealPage.tsx';
import { dealQuery } from '../../../features/deals/deal-queries.ts';

export const Route = createFileRoute('/admin/deals/$dealId')({
  loader: {
    handler: async ({ context: { queryClient, trpc }, params }) => {
      const deal = await loadRecord(queryClient, params.dealId, (id) => dealQuery(trpc, id));
      return { id: deal.id };
    },
    staleReloadMode: 'blocking',
  },
  component: Deal,
  notFoundComponent: () => (
    <Back>
      <Alert color="gray">{m.deals_not_found()}</Alert>
    </Back>
  ),
  errorComponent: () => <ListLoadError>{m.deals_load_failed()}</ListLoadError>,
  pendingComponent: () => <ListPending>{m.deals_loading()}</ListPending>,
});

function Back({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Button
        component={Link}
        to="/admin/deals"
        variant="subtle"
        size="xs"
        leftSection={<IconArrowLeft size={14} aria-hidden />}
        mb="sm"
      >
        {m.deals_back()}
      </Button>
      {children}
    </>
  );
}

/** The deal as the server has it now; each change fetches it again. */
function Deal() {
  const { trpc } = Route.useRouteContext();
  const { id } = Route.useLoaderData();
  const { data: deal } = useSuspenseQuery(dealQuery(trpc, id));
  return (
    <Back>
      <DealPage deal={deal} />
    </Back>
  );
}
