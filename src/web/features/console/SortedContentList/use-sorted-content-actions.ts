import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { notifyError } from '../../../lib/notify.ts';
import { useDeleteRecord } from '../ConfirmDeleteModal/use-delete-record.ts';
import type { MutationCall } from '../use-console-mutation.ts';

/** The procedures of one sorted content list: gallery images, amenities and testimonials share them. */
export interface SortedContentProcedures {
  list: { queryKey: () => QueryKey };
  pathKey: () => QueryKey;
  reorder: { mutationOptions: () => MutationCall<{ ids: number[] }> };
  delete: { mutationOptions: () => MutationCall<{ id: number }> };
}

/**
 * Reorder and delete for one sorted content list: the new order shows at once (optimistically)
 * and is rolled back if the server refuses; a delete refreshes the list and the dashboard counts.
 */
export function useSortedContentActions<T extends { id: number }>(
  procedures: SortedContentProcedures,
  words: { noun: string; nameOf: (item: T) => string },
) {
  const { trpc } = useRouter().options.context;
  const queryClient = useQueryClient();
  const listKey = procedures.list.queryKey();
  const reorder = useMutation({
    ...procedures.reorder.mutationOptions(),
    onMutate: async ({ ids }: { ids: number[] }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<T[]>(listKey);
      if (previous) {
        const byId = new Map(previous.map((row) => [row.id, row]));
        queryClient.setQueryData(listKey, ids.map((id) => byId.get(id)).filter(Boolean));
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      notifyError('Error', 'The new order could not be saved. Please try again.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: procedures.pathKey() }),
  });
  const removal = useDeleteRecord<T>({
    ...words,
    remove: procedures.delete.mutationOptions(),
    invalidate: [procedures.pathKey(), trpc.dashboard.summary.queryKey()],
  });
  return {
    reorder: (ids: number[]) => reorder.mutate({ ids }),
    reordering: reorder.isPending,
    removal,
  };
}
