import { Badge, Button, Card, Select, Table, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { ENGLISH_NAMES } from '../../../../shared/i18n/locales.ts';
import { INQUIRY_KINDS, INQUIRY_STATUSES } from '../../../../shared/inquiries/schemas.ts';
import type { Trpc } from '../../../router-context.ts';
import { ListLoadError, ListPending } from '../-components/ListStates.tsx';
import { PageHeader } from '../-components/PageHeader.tsx';
import { meQuery } from '../-components/session.ts';
import {
  activeFilters,
  csvExportHref,
  parseInquirySearch,
  type InquirySearch,
  KIND_LABELS,
  STATUS_COLORS,
} from './-components/inquiry-filters.ts';
import classes from './-components/Inbox.module.css';
import { formatDateTime } from '../../../lib/format.ts';

export const Route = createFileRoute('/admin/inquiries/')({
  validateSearch: parseInquirySearch,
  loaderDeps: ({ search }) => activeFilters(search),
  loader: ({ context: { queryClient, trpc }, deps }) => queryClient.ensureQueryData(inboxQuery(trpc, deps)),
  component: Inbox,
  pendingComponent: () => <ListPending frame={inboxFrame}>Loading inquiries...</ListPending>,
  errorComponent: () => (
    <ListLoadError frame={inboxFrame}>The inquiries could not be loaded. Please try again.</ListLoadError>
  ),
});

/** The newest leads matching the filters in the address. */
function inboxQuery(trpc: Trpc, filters: InquirySearch) {
  return trpc.inquiries.list.queryOptions({ ...filters, limit: 500, offset: 0 }, { staleTime: 0 });
}

function inboxFrame(body: ReactNode) {
  return <InboxFrame>{body}</InboxFrame>;
}

/** The title row and the filters, the same while the list loads, fails or shows; `footer` goes under the list. */
function InboxFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { trpc } = Route.useRouteContext();
  const sources = useQuery(trpc.inquiries.sources.queryOptions());
  const [text, setText] = useState(search.search ?? '');

  // The search box filters as staff type, a moment after they stop.
  useEffect(() => {
    const handle = setTimeout(() => {
      const next = text.trim() || undefined;
      if (next !== (search.search || undefined))
        void navigate({ search: (prev) => ({ ...prev, search: next }), replace: true });
    }, 300);
    return () => clearTimeout(handle);
  }, [text, search.search, navigate]);

  const setFilter = (key: 'kind' | 'status' | 'from' | 'to' | 'source', value: string | null) =>
    navigate({ search: (prev) => ({ ...prev, [key]: value || undefined }), replace: true });
  const setAssignee = (value: string | null) =>
    navigate({
      search: (prev) => ({ ...prev, assignedTo: value === 'me' ? 'me' : value ? Number(value) : undefined }),
      replace: true,
    });

  const { data: me } = useQuery(meQuery(trpc));
  const agents = useQuery(trpc.agents.list.queryOptions());
  const assignees = [
    ...(me?.user?.agentId ? [{ value: 'me', label: 'Me' }] : []),
    ...(agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.name })),
  ];
  const myLeads = search.assignedTo === 'me';

  return (
    <>
      <PageHeader
        title={myLeads ? 'My leads' : 'Inquiries'}
        description={
          myLeads ? 'The leads assigned to you, newest first.' : 'Every lead from the website, newest first.'
        }
        actions={
          <Button
            component="a"
            href={csvExportHref(search)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export CSV
          </Button>
        }
      />
      <Card withBorder padding="sm" mb="md">
        <div className={classes.filters}>
          <TextInput
            label="Search"
            placeholder="Name, e-mail or phone"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Select
            label="Kind"
            placeholder="All kinds"
            clearable
            data={INQUIRY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
            clearButtonProps={{ 'aria-label': 'Clear the kind filter' }}
            value={search.kind ?? null}
            onChange={(value) => setFilter('kind', value)}
          />
          <Select
            label="Status"
            placeholder="All statuses"
            clearable
            data={[...INQUIRY_STATUSES]}
            clearButtonProps={{ 'aria-label': 'Clear the status filter' }}
            value={search.status ?? null}
            onChange={(value) => setFilter('status', value)}
          />
          <Select
            label="Assigned to"
            placeholder="Anyone"
            clearable
            data={assignees}
            clearButtonProps={{ 'aria-label': 'Clear the agent filter' }}
            value={search.assignedTo === undefined ? null : String(search.assignedTo)}
            onChange={setAssignee}
          />
          <Select
            label="Source"
            placeholder="All sources"
            clearable
            searchable
            data={[...new Set([...(sources.data ?? []), ...(search.source ? [search.source] : [])])]}
            clearButtonProps={{ 'aria-label': 'Clear the source filter' }}
            value={search.source ?? null}
            onChange={(value) => setFilter('source', value)}
          />
          <TextInput
            label="From"
            type="date"
            value={search.from ?? ''}
            onChange={(event) => setFilter('from', event.currentTarget.value)}
          />
          <TextInput
            label="To"
            type="date"
            value={search.to ?? ''}
            onChange={(event) => setFilter('to', event.currentTarget.value)}
          />
        </div>
      </Card>

      <Card withBorder padding={0}>
        {children}
      </Card>
      {footer}
    </>
  );
}

function Inbox() {
  const { trpc } = Route.useRouteContext();
  const filters = Route.useLoaderDeps();
  const queryClient = useQueryClient();
  const list = useSuspenseQuery(inboxQuery(trpc, filters));
  // Opening the inbox counts as a visit: the "new since your last visit" figures start again.
  const markSeen = useMutation(
    trpc.inquiries.markInboxSeen.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.inquiries.newSinceLastVisit.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.summary.queryKey() }),
        ]),
    }),
  );
  const { mutate: markInboxSeen } = markSeen;
  useEffect(() => markInboxSeen(), [markInboxSeen]);

  return (
    <InboxFrame
      footer={
        <Text size="xs" c="dimmed" mt="xs">
          {list.data.total} {list.data.total === 1 ? 'inquiry' : 'inquiries'}
          {list.data.total > list.data.items.length
            ? ` (showing the newest ${list.data.items.length}; the CSV export has them all)`
            : ''}
        </Text>
      }
    >
      {list.data.items.length === 0 ? (
        <Text c="dimmed" p="lg" ta="center">
          {Object.keys(filters).length > 0
            ? 'No inquiries match these filters.'
            : 'No inquiries yet. Leads from the website appear here as they arrive.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={940}>
          <Table highlightOnHover verticalSpacing="xs" className={classes.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Received</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>About</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Agent</Table.Th>
                <Table.Th>Language</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((inquiry) => (
                <Table.Tr key={inquiry.id} data-testid="inquiry-row">
                  <Table.Td className={classes.nowrap}>
                    <Text size="xs">{formatDateTime(inquiry.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Link to="/admin/inquiries/$id" params={{ id: String(inquiry.id) }} className={classes.nameLink}>
                      {inquiry.name || inquiry.email}
                    </Link>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{inquiry.email}</Text>
                    <Text size="xs" c="dimmed">
                      {inquiry.phone ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color="dark" tt="none">
                      {KIND_LABELS[inquiry.kind as keyof typeof KIND_LABELS] ?? inquiry.kind}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1}>
                      {inquiry.propertyTitle ?? inquiry.interest ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[inquiry.status] ?? 'gray'} variant="light" tt="none">
                      {inquiry.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{inquiry.assignedAgentName ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td data-testid="inquiry-language">
                    <Text size="sm">{ENGLISH_NAMES[inquiry.language]}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </InboxFrame>
  );
}
