import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleMutation, type MutationCall } from '../use-console-mutation.ts';

/**
 * Deleting a record from a list: `ask(record)` opens the confirmation (ConfirmDeleteModal takes
 * `dialog`), and the dialog closes once the delete has been answered, worked or not: a failure has
 * its own toast. A delete that worked refreshes `invalidate` (the list, whatever counts it).
 */
export function useDeleteRecord<Row extends { id: number }>({
  noun,
  nameOf,
  remove,
  invalidate,
}: {
  /** What staff call one record, in the toasts: 'Agent'. */
  noun: string;
  /** The record as the dialog names it. */
  nameOf: (record: Row) => string;
  remove: MutationCall<{ id: number }>;
  invalidate: readonly QueryKey[];
}) {
  const [selected, setSelected] = useState<Row | null>(null);
  const lower = noun.toLowerCase();
  const deletion = useConsoleMutation(remove, {
    saved: { title: `${noun} Deleted`, message: `The ${lower} has been successfully deleted.` },
    failed: `Failed to delete the ${lower}. Please try again.`,
    invalidate,
  });
  const close = () => setSelected(null);
  return {
    ask: setSelected,
    dialog: {
      name: selected ? nameOf(selected) : null,
      busy: deletion.isPending,
      onCancel: close,
      onConfirm: () => selected && deletion.mutate({ id: selected.id }, { onSettled: close }),
    },
  };
}
