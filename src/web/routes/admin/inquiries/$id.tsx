import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { recordLoader } from '../../../features/console/load-record.ts';
import {
  RecordFrame,
  RecordLoadError,
  RecordNotFound,
  RecordPending,
} from '../../../features/console/RecordScreen/RecordScreen.tsx';
import { InquiryPanels } from './-components/InquiryPanels.tsx';
import { inquiryScreen } from './-components/inquiry-screen.tsx';
import type { Trpc } from '../../../router-context.ts';

const inquiryQuery = (trpc: Trpc, id: number) => trpc.inquiries.byId.queryOptions({ id });

export const Route = createFileRoute('/admin/inquiries/$id')({
  loader: recordLoader(inquiryQuery),
  component: InquiryDetail,
  notFoundComponent: () => <RecordNotFound screen={inquiryScreen} />,
  errorComponent: () => <RecordLoadError screen={inquiryScreen} />,
  pendingComponent: () => <RecordPending screen={inquiryScreen} />,
});

/** The lead as the server has it now; a pipeline change refreshes it in place. */
function InquiryDetail() {
  const { trpc } = Route.useRouteContext();
  const { id } = Route.useLoaderData();
  const { data: inquiry } = useSuspenseQuery(inquiryQuery(trpc, id));
  return (
    <RecordFrame screen={inquiryScreen}>
      <InquiryPanels inquiry={inquiry} />
    </RecordFrame>
  );
}
