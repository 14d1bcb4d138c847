import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../../../shared/paraglide/messages.js';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import { PageHeader } from '../../../features/console/PageHeader/PageHeader.tsx';
import { DealBoard } from '../../../features/deals/DealBoard.tsx';
import { DealForm } from '../../../features/deals/DealForm.tsx';
import { boardQuery } from '../../../features/deals/deal-queries.ts';

/** The deals by stage: a board to drag across (a list on a phone), and a deal started by hand. */
export const Route = createFileRoute('/admin/deals/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(boardQuery(trpc)),
  component: Deals,
  pendingComponent: () => <ListPending>{m.deals_loading()}</ListPending>,
  errorComponent: () => <ListLoadError>{m.deals_load_failed()}</ListLoadError>,
});

function Deals() {
  const { trpc } = Route.useRouteContext();
  const { data } = useSuspenseQuery(boardQuery(trpc));
  const [opened, { open, close }] = useDisclosure();
  return (
    <>
      <PageHeader title={m.deals_title()} actions={<Button onClick={open}>{m.deals_new()}</Button>} />
      {data.length ? <DealBoard deals={data} /> : <ListPending>{m.deals_empty()}</ListPending>}
      <Modal opened={opened} onClose={close} title={m.deals_new()}>
        <DealForm onDone={close} />
      </Modal>
    </>
  );
}
