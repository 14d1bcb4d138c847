import { Button, Card, Group, SegmentedControl, Select } from '@mantine/core';
import { IconCalendarPlus, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useCan } from '../../../../features/console/console-access.ts';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';
import { StaffBookViewing } from './StaffBookViewing.tsx';
import { resolvedView, VIEWING_SPANS, viewingSearch, type ViewingsSearch } from './viewing-range.ts';

const VIEWINGS = '/admin/viewings/';

/** The title row and the view's controls (day or week, which dates, which agent), the same while the list loads. */
export function ViewingsFrame({ children }: { children: ReactNode }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const search = useSearch({ from: VIEWINGS });
  const navigate = useNavigate({ from: VIEWINGS });
  const can = useCan();
  const [booking, setBooking] = useState(false);
  const { span, date, agentId } = resolvedView(search);
  const { data: agents = [] } = useQuery(trpc.agents.list.queryOptions());
  const go = (next: ViewingsSearch) => navigate({ search: { ...search, ...next }, replace: true });

  return (
    <>
      <PageHeader
        title="Viewings"
        description="Booked viewings by day or week, on Dubai time: book, move or cancel one for a visitor."
        actions={
          can('viewings.book') ? (
            <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setBooking(true)}>
              Book a viewing
            </Button>
          ) : null
        }
      />
      <Card withBorder padding="sm" mb="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label="Show"
            value={span}
            onChange={(value) => go(viewingSearch({ span, date }, { span: value === 'week' ? 'week' : 'day' }))}
            data={VIEWING_SPANS.map((value) => ({ value, label: value === 'day' ? 'Day' : 'Week' }))}
          />
          <Group gap={4}>
            <Button
              variant="default"
              px="xs"
              aria-label={span === 'day' ? 'Previous day' : 'Previous week'}
              onClick={() => go(viewingSearch({ span, date }, { step: -1 }))}
            >
              <IconChevronLeft size={16} />
            </Button>
            <Button variant="default" onClick={() => go(viewingSearch({ span, date }, { step: 0 }))}>
              Today
            </Button>
            <Button
              variant="default"
              px="xs"
              aria-label={span === 'day' ? 'Next day' : 'Next week'}
              onClick={() => go(viewingSearch({ span, date }, { step: 1 }))}
            >
              <IconChevronRight size={16} />
            </Button>
          </Group>
          <Select
            label="Agent"
            placeholder="All agents"
            clearable
            w={240}
            data={agents.map((agent) => ({ value: String(agent.id), label: agent.name }))}
            clearButtonProps={{ 'aria-label': 'Show all agents' }}
            value={agentId === null ? null : String(agentId)}
            onChange={(value) => go({ agentId: value ? Number(value) : undefined })}
          />
        </Group>
      </Card>
      <Card withBorder padding={0}>
        {children}
      </Card>
      <StaffBookViewing opened={booking} agentId={agentId} onClose={() => setBooking(false)} />
    </>
  );
}
