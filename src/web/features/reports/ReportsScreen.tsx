import { Group, NativeSelect, TextInput } from '@mantine/core';
import { m } from '../../../shared/paraglide/messages.js';
import type { FollowUpReport } from '../../../shared/reports/follow-up.ts';
import { REPORT_GROUPINGS } from '../../../shared/reports/groupings.ts';
import type { SourceToRevenue } from '../../../shared/reports/source-to-revenue.ts';
import { ListLoadError, ListPending } from '../console/ListStates/ListStates.tsx';
import { PageHeader } from '../console/PageHeader/PageHeader.tsx';
import { FollowUpSection } from './FollowUpSection.tsx';
import { groupingLabel } from './report-labels.ts';
import type { ReportsSearch } from './report-search.ts';
import { SourceToRevenueSection } from './SourceToRevenueSection.tsx';

/** A report as its query has it: the answer (possibly the previous one while the next loads), or a failure. */
export interface Loaded<T> {
  data: T | undefined;
  failed: boolean;
}

/**
 * /admin/reports: the span and grouping (kept in the address, so a report can be shared and
 * reloaded), source to revenue, then follow-up.
 */
export function ReportsScreen({
  span,
  search,
  sourceToRevenue,
  followUp,
  onSearch,
}: {
  span: { fromMonth: string; toMonth: string };
  search: ReportsSearch;
  sourceToRevenue: Loaded<SourceToRevenue>;
  followUp: Loaded<FollowUpReport>;
  onSearch: (change: Partial<ReportsSearch>) => void;
}) {
  const month = (value: string) => (/^\d{4}-\d{2}$/.test(value) ? value : undefined);
  return (
    <>
      <PageHeader title={m.reports_title()} description={m.reports_description()} />
      <Group align="flex-end" gap="md" mb="lg" wrap="wrap">
        <NativeSelect
          label={m.reports_group_by()}
          value={search.groupBy ?? 'source'}
          onChange={(event) => {
            const groupBy = REPORT_GROUPINGS.find((value) => value === event.currentTarget.value);
            if (groupBy) onSearch({ groupBy, month: undefined });
          }}
          data={REPORT_GROUPINGS.map((value) => ({ value, label: groupingLabel(value) }))}
        />
        <TextInput
          type="month"
          label={m.reports_from_month()}
          value={span.fromMonth}
          onChange={(event) => onSearch({ from: month(event.currentTarget.value), month: undefined })}
        />
        <TextInput
          type="month"
          label={m.reports_to_month()}
          value={span.toMonth}
          onChange={(event) => onSearch({ to: month(event.currentTarget.value), month: undefined })}
        />
      </Group>
      {sourceToRevenue.failed ? (
        <ListLoadError>{m.reports_load_error()}</ListLoadError>
      ) : sourceToRevenue.data ? (
        <SourceToRevenueSection
          report={sourceToRevenue.data}
          month={search.month && sourceToRevenue.data.months.includes(search.month) ? search.month : undefined}
          onMonth={(value) => onSearch({ month: value })}
        />
      ) : (
        <ListPending>{m.reports_loading()}</ListPending>
      )}
      {followUp.failed ? (
        <ListLoadError>{m.reports_load_error()}</ListLoadError>
      ) : followUp.data ? (
        <FollowUpSection report={followUp.data} onGrouping={(followUpBy) => onSearch({ followUpBy })} />
      ) : (
        <ListPending>{m.reports_loading()}</ListPending>
      )}
    </>
  );
}
