import { Button, Checkbox, Select, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { INQUIRY_KINDS, INQUIRY_STATUSES } from '../../../../../shared/inquiries/constants.ts';
import { DateRangeFilters, FilteredList } from '../../../../features/console/FilteredList/FilteredList.tsx';
import { csvExportHref } from '../../../../features/console/inquiry-filters.ts';
import { KIND_LABELS } from '../../../../features/console/inquiry-labels.ts';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';
import { meQuery } from '../../../../features/console/session.ts';
import { useCan } from '../../../../features/console/console-access.ts';

const INBOX = '/admin/inquiries/';

/** The search box filters as staff type, a moment after they stop. */
function useSearchAsTyped() {
  const search = useSearch({ from: INBOX });
  const navigate = useNavigate({ from: INBOX });
  const [text, setText] = useState(search.search ?? '');
  useEffect(() => {
    const handle = setTimeout(() => {
      const next = text.trim() || undefined;
      if (next !== (search.search || undefined))
        void navigate({ search: (prev) => ({ ...prev, search: next }), replace: true });
    }, 300);
    return () => clearTimeout(handle);
  }, [text, search.search, navigate]);
  return [text, setText] as const;
}

/**
 * The title row and the filters, the same while the list loads, fails or shows; `footer` goes under
 * the list. The filters live in the address, so a filtered view can be bookmarked or shared.
 */
export function InboxFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const search = useSearch({ from: INBOX });
  const navigate = useNavigate({ from: INBOX });
  const { trpc } = useRouter().options.context;
  const sources = useQuery(trpc.inquiries.sources.queryOptions());
  const [text, setText] = useSearchAsTyped();

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
  const can = useCan();

  return (
    <>
      <PageHeader
        title={myLeads ? 'My leads' : 'Inquiries'}
        description={
          myLeads ? 'The leads assigned to you, newest first.' : 'Every lead from the website, newest first.'
        }
        actions={
          // Lead export: owners, and managers an owner allowed; hidden from everyone else.
          can('leads.export') ? (
            <Button
              component="a"
              href={csvExportHref(search)}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
          ) : null
        }
      />
      <FilteredList
        columns="minmax(180px, 2fr) repeat(6, minmax(110px, 1fr))"
        footer={footer}
        filters={
          <>
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
            <Checkbox
              label="Awaiting our reply"
              description="The buyer wrote last"
              checked={search.awaiting === 'yes'}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                navigate({ search: (prev) => ({ ...prev, awaiting: checked ? 'yes' : undefined }), replace: true });
              }}
            />
            <DateRangeFilters from={search.from} to={search.to} onChange={setFilter} />
          </>
        }
      >
        {children}
      </FilteredList>
    </>
  );
}
