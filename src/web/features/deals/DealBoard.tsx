import { Badge, Group, ScrollArea, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { stagesOf, type DealKind, type DealStage } from '../../../shared/deals/constants.ts';
import type { DealView } from '../../../shared/deals/responses.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { PHONE_QUERY } from '../console/ConsoleTable/ConsoleTable.tsx';
import { DealCard } from './DealCard.tsx';
import { kindLabel, stageLabel } from './deal-labels.ts';
import classes from './DealBoard.module.css';
import { useDealMove } from './use-deal-move.tsx';

/**
 * The deals by stage: a column per stage of sales or of rentals, a card dragged to another column
 * moves the deal (the server may refuse: the card then goes back, and the notification says why). On
 * a phone, a list grouped by stage, each card with its stage select instead of dragging.
 */
export function DealBoard({ deals }: { deals: readonly DealView[] }) {
  const [kind, setKind] = useState<DealKind>('sale');
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  const { move, moving, dialog } = useDealMove();
  // While a move is on its way, the card shows where it was dropped; a refusal puts it back.
  const stageOf = (deal: DealView): DealStage => (moving?.id === deal.id ? moving.toStage : deal.stage);
  const shown = deals.filter((deal) => deal.kind === kind);
  const stages = stagesOf(kind);
  const onDragEnd = ({ draggableId, destination }: DropResult) => {
    const deal = shown.find((row) => String(row.id) === draggableId);
    const to = stages.find((stage) => stage === destination?.droppableId);
    if (deal && to && to !== deal.stage) move({ id: deal.id, toStage: to });
  };
  const column = (stage: DealStage) => shown.filter((deal) => stageOf(deal) === stage);

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={m.deals_kind()}
        value={kind}
        onChange={(value) => setKind(value === 'rental' ? 'rental' : 'sale')}
        data={(['sale', 'rental'] as const).map((value) => ({ value, label: kindLabel(value) }))}
        w="fit-content"
      />
      {phone ? (
        <Stack gap="lg" data-testid="deal-list">
          {stages.map((stage) =>
            column(stage).length ? (
              <Stack key={stage} gap="xs">
                <Title order={2} fz="md">
                  {stageLabel(stage)} <Badge variant="light">{column(stage).length}</Badge>
                </Title>
                {column(stage).map((deal) => (
                  <DealCard key={deal.id} deal={deal} onMove={(toStage) => move({ id: deal.id, toStage })} />
                ))}
              </Stack>
            ) : null,
          )}
        </Stack>
      ) : (
        <ScrollArea type="auto" offsetScrollbars>
          <DragDropContext onDragEnd={onDragEnd}>
            <Group align="flex-start" gap="sm" wrap="nowrap" data-testid="deal-board">
              {stages.map((stage) => (
                <Droppable droppableId={stage} key={stage}>
                  {(drop) => (
                    <section
                      ref={drop.innerRef}
                      {...drop.droppableProps}
                      className={classes.column}
                      aria-label={stageLabel(stage)}
                      data-stage={stage}
                    >
                      <Group justify="space-between" mb="xs" wrap="nowrap">
                        <Text fw={600} size="sm">
                          {stageLabel(stage)}
                        </Text>
                        <Badge variant="light">{column(stage).length}</Badge>
                      </Group>
                      <Stack gap="xs">
                        {column(stage).map((deal, index) => (
                          <Draggable draggableId={String(deal.id)} index={index} key={deal.id}>
                            {(drag) => (
                              <div ref={drag.innerRef} {...drag.draggableProps} {...drag.dragHandleProps}>
                                <DealCard deal={deal} onMove={(toStage) => move({ id: deal.id, toStage })} />
                              </div>
                            )}
                          </Draggable>
                        ))}
                      </Stack>
                      {drop.placeholder}
                    </section>
                  )}
                </Droppable>
              ))}
            </Group>
          </DragDropContext>
        </ScrollArea>
      )}
      {dialog}
    </Stack>
  );
}
