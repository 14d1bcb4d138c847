import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import type { Trpc } from '../../../router-context.ts';
import { TemplateList, TemplatesFrame } from './-components/TemplateList.tsx';

const templatesQuery = (trpc: Trpc) => trpc.conversations.templates.list.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/templates/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(templatesQuery(trpc)),
  component: Templates,
  pendingComponent: () => (
    <TemplatesFrame>
      <ListPending>Loading templates...</ListPending>
    </TemplatesFrame>
  ),
  errorComponent: () => (
    <TemplatesFrame>
      <ListLoadError>The templates could not be loaded. Please try again.</ListLoadError>
    </TemplatesFrame>
  ),
});

function Templates() {
  const { trpc } = Route.useRouteContext();
  const { data } = useSuspenseQuery(templatesQuery(trpc));
  return <TemplateList templates={data} />;
}
