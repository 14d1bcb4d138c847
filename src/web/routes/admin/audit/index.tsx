import { Pagination, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { Trpc } from '../../../router-context.ts';
import { AuditFrame } from './-components/AuditFrame.tsx';
import { AuditTable } from './-components/AuditTable.tsx';
import {
  AUDIT_PAGE_SIZE,
  auditListQueryInput,
  parseAuditSearch,
  type AuditSearch,
} from './-components/audit-search.ts';
import classes from './-components/Audit.module.css';

export const Route = createFileRoute('/admin/audit/')({
  validateSearch: parseAuditSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, trpc }, deps }) => queryClient.ensureQueryData(auditQuery(trpc, deps)),
  component: AuditTrail,
  pendingComponent: () => (
    <AuditFrame>
      <ListPending>Loading the audit trail...</ListPending>
    </AuditFrame>
  ),
  errorComponent: () => (
    <AuditFrame>
      <ListLoadError>The audit trail could not be loaded. Please try again.</ListLoadError>
    </AuditFrame>
  ),
});

function auditQuery(trpc: Trpc, search: AuditSearch) {
  return trpc.audit.list.queryOptions(auditListQueryInput(search), { staleTime: 0 });
}

function AuditTrail() {
  const { trpc } = Route.useRouteContext();
  const search = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { data: list } = useSuspenseQuery(auditQuery(trpc, search));
  const pages = Math.max(1, Math.ceil(list.total / AUDIT_PAGE_SIZE));
  const filtered = Object.keys(search).some((key) => key !== 'page');
  return (
    <AuditFrame
      footer={
        <div className={classes.footer}>
          <Text size="xs" c="dimmed">
            {formatNumber(list.total)} {list.total === 1 ? 'event' : 'events'}
          </Text>
          {pages > 1 && (
            <Pagination
              size="sm"
              total={pages}
              value={Math.min(search.page ?? 1, pages)}
              onChange={(page) =>
                navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }), replace: true })
              }
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          )}
        </div>
      }
    >
      <AuditTable events={list.items} empty={filtered ? 'No events match these filters.' : 'No events yet.'} />
    </AuditFrame>
  );
}
