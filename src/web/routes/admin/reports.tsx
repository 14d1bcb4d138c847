import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ReportsScreen } from '../../features/reports/ReportsScreen.tsx';
import { parseReportsSearch, resolvedSpan, type ReportsSearch } from '../../features/reports/report-search.ts';
import type { Trpc } from '../../router-context.ts';

const reportQueries = (trpc: Trpc, search: ReportsSearch) => {
  const span = resolvedSpan(search);
  return {
    span,
    sourceToRevenue: trpc.reports.sourceToRevenue.queryOptions(
      { ...span, groupBy: search.groupBy ?? 'source' },
      { staleTime: 0, placeholderData: keepPreviousData },
    ),
    followUp: trpc.reports.followUp.queryOptions(
      { ...span, groupBy: search.followUpBy ?? 'agent' },
      { staleTime: 0, placeholderData: keepPreviousData },
    ),
  };
};

/** The reports: source to revenue and follow-up (owners and managers, `reports.read`). */
export const Route = createFileRoute('/admin/reports')({
  validateSearch: parseReportsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, trpc }, deps }) => {
    const queries = reportQueries(trpc, deps);
    // The screen shows each report's own failure, so a failed prefetch does not fail the page.
    await Promise.allSettled([
      queryClient.ensureQueryData(queries.sourceToRevenue),
      queryClient.ensureQueryData(queries.followUp),
    ]);
  },
  component: Reports,
});

function Reports() {
  const { trpc } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const queries = reportQueries(trpc, search);
  const sourceToRevenue = useQuery(queries.sourceToRevenue);
  const followUp = useQuery(queries.followUp);
  return (
    <ReportsScreen
      span={queries.span}
      search={search}
      sourceToRevenue={{ data: sourceToRevenue.data, failed: sourceToRevenue.isError }}
      followUp={{ data: followUp.data, failed: followUp.isError }}
      onSearch={(change) => void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true })}
    />
  );
}
