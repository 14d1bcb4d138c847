import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { optionalEnum } from '../../../../shared/enums.ts';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../../shared/mail/outbox-statuses.ts';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import type { Trpc } from '../../../router-context.ts';
import { MessagePreview } from './-components/MessagePreview.tsx';
import { OutboxFrame } from './-components/OutboxFrame.tsx';
import { OutboxTable } from './-components/OutboxTable.tsx';

interface OutboxSearch {
  status?: OutboxStatus;
}

export const Route = createFileRoute('/admin/outbox/')({
  validateSearch: (raw: Record<string, unknown>): OutboxSearch => {
    const status = optionalEnum(raw.status, OUTBOX_STATUSES);
    return status ? { status } : {};
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => queryClient.ensureQueryData(outboxQuery(trpc, deps)),
  component: Outbox,
  pendingComponent: () => (
    <OutboxFrame>
      <ListPending>Loading messages...</ListPending>
    </OutboxFrame>
  ),
  errorComponent: () => (
    <OutboxFrame>
      <ListLoadError>The outbox could not be loaded. Please try again.</ListLoadError>
    </OutboxFrame>
  ),
});

function outboxQuery(trpc: Trpc, search: OutboxSearch) {
  return trpc.outbox.list.queryOptions({ ...search, limit: 200, offset: 0 }, { staleTime: 0 });
}

function Outbox() {
  const { trpc } = Route.useRouteContext();
  const search = Route.useLoaderDeps();
  const { data: list } = useSuspenseQuery(outboxQuery(trpc, search));
  const [previewId, setPreviewId] = useState<number | null>(null);
  return (
    <OutboxFrame>
      <OutboxTable
        messages={list.items}
        empty={search.status ? 'No messages with this status.' : 'No messages yet. Mail appears here as leads arrive.'}
        onPreview={setPreviewId}
      />
      <MessagePreview id={previewId} onClose={() => setPreviewId(null)} />
    </OutboxFrame>
  );
}
