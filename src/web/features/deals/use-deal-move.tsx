import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { DealStage } from '../../../shared/deals/constants.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { stageLabel } from './deal-labels.ts';
import { dealQueryKeys } from './deal-queries.ts';

interface Move {
  id: number;
  toStage: DealStage;
}

/**
 * A deal's move to another stage, from the board (a drop, or a card's select) or the deal's page. A
 * move to `lost` asks why first. A refusal (a stage rule, a compliance gate) shows its reason in the
 * notification; the deal is where the server has it, so a dropped card goes back. `moving` is the
 * move on its way, for the board to show the card where it was dropped meanwhile.
 */
export function useDealMove(): { move: (move: Move) => void; moving: Move | null; dialog: ReactNode } {
  const { trpc } = useRouter().options.context;
  const [lost, setLost] = useState<{ id: number; reason: string } | null>(null);
  const mutation = useConsoleMutation(trpc.deals.move.mutationOptions(), {
    saved: (deal) => ({ title: m.deals_moved(), message: m.deals_moved_message({ stage: stageLabel(deal.stage) }) }),
    failed: (error) => trpcErrorMessage(error, m.deals_move_refused()),
    invalidate: dealQueryKeys(trpc),
  });
  const move = ({ id, toStage }: Move) => {
    if (toStage === 'lost') setLost({ id, reason: '' });
    else mutation.mutate({ id, toStage });
  };
  const { variables } = mutation;
  const moving = mutation.isPending && variables ? { id: Number(variables.id), toStage: variables.toStage } : null;
  const dialog = (
    <Modal opened={lost !== null} onClose={() => setLost(null)} title={m.deals_lost_reason()}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!lost?.reason.trim()) return;
          mutation.mutate({ id: lost.id, toStage: 'lost', note: lost.reason });
          setLost(null);
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={m.deals_lost_reason()}
            required
            data-autofocus
            value={lost?.reason ?? ''}
            onChange={(event) => {
              const reason = event.currentTarget.value;
              setLost((current) => current && { ...current, reason });
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setLost(null)}>
              {m.deals_cancel()}
            </Button>
            <Button type="submit" color="red">
              {m.deals_move()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
  return { move, moving, dialog };
}
