import { Skeleton } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListLoadError, ListPending } from '../../features/console/ListStates/ListStates.tsx';
import { PageHeader } from '../../features/console/PageHeader/PageHeader.tsx';
import { FeeTableForm } from './-components/buyer-tools/FeeTableForm.tsx';
import type { Trpc } from '../../router-context.ts';

const feesQuery = (trpc: Trpc) => trpc.costToOwn.fees.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/buyer-tools')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(feesQuery(trpc)),
  component: BuyerTools,
  pendingComponent: () => (
    <BuyerToolsFrame>
      <ListPending>
        <Skeleton height={96} />
      </ListPending>
    </BuyerToolsFrame>
  ),
  errorComponent: () => (
    <BuyerToolsFrame>
      <ListLoadError>The fees could not be loaded. Please try again.</ListLoadError>
    </BuyerToolsFrame>
  ),
});

function BuyerToolsFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Buyer tools"
        description="The fees, VAT and loan caps of the cost-to-own calculator on every residence page and at /cost-calculator. Sources: docs/buyer-tools.md."
      />
      {children}
    </>
  );
}

function BuyerTools() {
  const { trpc } = Route.useRouteContext();
  const { data: fees } = useSuspenseQuery(feesQuery(trpc));
  return (
    <BuyerToolsFrame>
      <FeeTableForm key={JSON.stringify(fees)} fees={fees} />
    </BuyerToolsFrame>
  );
}
