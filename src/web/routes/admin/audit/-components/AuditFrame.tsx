import { Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { AUDIT_ACTIONS } from '../../../../../shared/audit/actions.ts';
import { DateRangeFilters, FilteredList } from '../../../../features/console/FilteredList/FilteredList.tsx';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';
import { AUDIT_ACTION_LABELS } from './audit-labels.ts';
import type { AuditSearch } from './audit-search.ts';

const AUDIT = '/admin/audit/';
type TextFilter = 'actor' | 'subject';

/** A text filter applied a moment after staff stop typing. */
function TypedFilter({ name, label, placeholder }: { name: TextFilter; label: string; placeholder: string }) {
  const search = useSearch({ from: AUDIT });
  const navigate = useNavigate({ from: AUDIT });
  const [text, setText] = useState(search[name] ?? '');
  const [settled] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (settled !== (search[name] ?? ''))
      void navigate({ search: (prev) => ({ ...prev, [name]: settled || undefined, page: undefined }), replace: true });
  }, [settled, name, search, navigate]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

/**
 * The title row and the filters, the same while the list loads, fails or shows; `footer` goes under
 * the list. The filters live in the address, so a filtered view can be bookmarked or shared.
 */
export function AuditFrame({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const search = useSearch({ from: AUDIT });
  const navigate = useNavigate({ from: AUDIT });
  const setFilter = (key: keyof AuditSearch, value: string | null) =>
    navigate({ search: (prev) => ({ ...prev, [key]: value || undefined, page: undefined }), replace: true });
  return (
    <>
      <PageHeader
        title="Audit trail"
        description="Who did what, when and from where: sign-ins, exports, personal data, settings and listings. Newest first; nobody can change it."
      />
      <FilteredList
        columns="minmax(200px, 1.4fr) repeat(2, minmax(150px, 1fr)) repeat(2, minmax(130px, 0.8fr))"
        footer={footer}
        filters={
          <>
            <Select
              label="Action"
              placeholder="All actions"
              clearable
              searchable
              data={AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }))}
              clearButtonProps={{ 'aria-label': 'Clear the action filter' }}
              value={search.action ?? null}
              onChange={(value) => setFilter('action', value)}
            />
            <TypedFilter name="actor" label="Who" placeholder="Username" />
            <TypedFilter name="subject" label="Subject" placeholder="e.g. a username, a residence, inquiry 42" />
            <DateRangeFilters from={search.from} to={search.to} onChange={setFilter} />
          </>
        }
      >
        {children}
      </FilteredList>
    </>
  );
}
