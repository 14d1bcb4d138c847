import { Badge, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DealPageView } from '../../../shared/deals/documents.ts';
import { nextStages } from '../../../shared/deals/stage-rules.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { dubaiDate } from '../../../shared/viewings/slots.ts';
import { formatAed } from '../../lib/format-money.ts';
import { DealComplianceSlot } from '../compliance/DealComplianceSlot.tsx';
import { useCan } from '../console/console-access.ts';
import { DealDocumentsSlot } from './DealDocumentsSlot.tsx';
import { DealParties, DealPayments, DealTimeline } from './DealLedger.tsx';
import { DealTerms } from './DealTerms.tsx';
import { kindLabel, STAGE_COLORS, stageLabel } from './deal-labels.ts';
import { useDealMove } from './use-deal-move.tsx';

/**
 * A deal: its stage (and where it may go), parties, payment ledger, commission, the report the
 * payments may require, its stage history, and the compliance file's and the documents' places.
 */
export function DealPage({ deal }: { deal: DealPageView }) {
  const can = useCan();
  const { move, moving, dialog } = useDealMove();
  const stages = nextStages(deal.kind, deal.stage, can('deals.manage'));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz="2rem">
            {kindLabel(deal.kind)} · {formatAed(deal.priceAed)}
          </Title>
          <Text size="sm" c="dimmed">
            {[deal.property?.title, deal.agent?.name].filter(Boolean).join(' · ')}
            {deal.lead ? (
              <>
                {' · '}
                <Link to="/admin/inquiries/$id" params={{ id: String(deal.lead.id) }}>
                  {deal.lead.name}
                </Link>
              </>
            ) : null}
          </Text>
        </div>
        <Group gap="xs">
          {deal.frozen ? <Badge color="red">{m.deals_frozen()}</Badge> : null}
          {deal.reportRequired ? (
            <Badge color="orange" data-testid="deal-report-required">
              {m.deals_report_required()}
            </Badge>
          ) : null}
          <Badge size="lg" variant="light" color={STAGE_COLORS[deal.stage] ?? 'blue'} data-testid="deal-stage">
            {stageLabel(deal.stage)}
          </Badge>
          {stages.length > 1 ? (
            <NativeSelect
              aria-label={m.deals_move_to()}
              value={moving?.toStage ?? deal.stage}
              disabled={moving !== null}
              data={stages.map((value) => ({ value, label: stageLabel(value) }))}
              onChange={(event) => {
                const to = stages.find((stage) => stage === event.currentTarget.value);
                if (to && to !== deal.stage) move({ id: deal.id, toStage: to });
              }}
            />
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          <DealParties deal={deal} />
          <DealPayments deal={deal} today={dubaiDate(new Date())} />
          <DealTimeline deal={deal} label={stageLabel} />
        </Stack>
        <Stack gap="md">
          <DealTerms key={deal.updatedAt} deal={deal} />
          <DealComplianceSlot dealId={deal.id} />
          <DealDocumentsSlot dealId={deal.id} documents={deal.documents} />
        </Stack>
      </SimpleGrid>
      {dialog}
    </Stack>
  );
}
