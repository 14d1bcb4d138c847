import { Anchor, Badge, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DealStage } from '../../../shared/deals/constants.ts';
import type { DealView } from '../../../shared/deals/responses.ts';
import { nextStages } from '../../../shared/deals/stage-rules.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { formatAed } from '../../lib/format-money.ts';
import { useCan } from '../console/console-access.ts';
import { stageLabel } from './deal-labels.ts';

/** A deal on the board: who and what, its price, and a select to move it (the keyboard's and the phone's way). */
export function DealCard({ deal, onMove }: { deal: DealView; onMove: (toStage: DealStage) => void }) {
  const can = useCan();
  const buyer = deal.parties.find((party) => party.side === 'buyer' || party.side === 'tenant');
  const stages = nextStages(deal.kind, deal.stage, can('deals.manage'));
  return (
    <Card withBorder padding="sm" radius="sm" data-testid="deal-card" data-deal={deal.id}>
      <Stack gap={4}>
        {/* The badge takes a line of its own when the name leaves it too little, rather than being cut short. */}
        <Group justify="space-between" gap={4}>
          <Anchor
            size="sm"
            fw={600}
            renderRoot={(props) => <Link {...props} to="/admin/deals/$id" params={{ id: String(deal.id) }} />}
          >
            {buyer?.name ?? deal.lead?.name ?? `#${deal.id}`}
          </Anchor>
          {deal.reportRequired ? (
            <Badge size="xs" color="orange" variant="light">
              {m.deals_report_required()}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {[deal.property?.title, deal.agent?.name].filter(Boolean).join(' · ') || m.deals_no_agent()}
        </Text>
        <Text size="sm">{formatAed(deal.priceAed)}</Text>
        {stages.length > 1 ? (
          <NativeSelect
            size="xs"
            aria-label={m.deals_move_to()}
            value={deal.stage}
            data={stages.map((value) => ({ value, label: stageLabel(value) }))}
            onChange={(event) => {
              const to = stages.find((stage) => stage === event.currentTarget.value);
              if (to && to !== deal.stage) onMove(to);
            }}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
