import { useMutation, useQueryClient, type MutationFunction, type QueryKey } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

interface Row {
  id: number;
}

/** What `trpc.<list>.<procedure>.mutationOptions()` gives: the key and the call. */
interface MutationCall<Variables> {
  mutationKey?: QueryKey;
  mutationFn?: MutationFunction<unknown, Variables>;
}

/**
 * Reorder and delete for one sorted content list: the new order shows at once (optimistically)
 * and is rolled back if the server refuses; a delete refreshes the list and the dashboard counts.
 */
export function useSortedContentActions<T extends Row>(options: {
  listKey: QueryKey;
  pathKey: QueryKey;
  dashboardKey: QueryKey;
  reorder: MutationCall<{ ids: number[] }>;
  remove: MutationCall<{ id: number }>;
  noun: string;
}) {
  const queryClient = useQueryClient();
  const reorder = useMutation({
    ...options.reorder,
    onMutate: async ({ ids }: { ids: number[] }) => {
      await queryClient.cancelQueries({ queryKey: options.listKey });
      const previous = queryClient.getQueryData<T[]>(options.listKey);
      if (previous) {
        const byId = new Map(previous.map((row) => [row.id, row]));
        queryClient.setQueryData(options.listKey, ids.map((id) => byId.get(id)).filter(Boolean));
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(options.listKey, context.previous);
      notifyError('Error', 'The new order could not be saved. Please try again.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: options.pathKey }),
  });
  const remove = useMutation({
    ...options.remove,
    onSuccess: async () => {
      notifySuccess(`${options.noun} Deleted`, `The ${options.noun.toLowerCase()} has been successfully deleted.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: options.pathKey }),
        queryClient.invalidateQueries({ queryKey: options.dashboardKey }),
      ]);
    },
    onError: () => notifyError('Error', `Failed to delete the ${options.noun.toLowerCase()}. Please try again.`),
  });
  return {
    reorder: (ids: number[]) => reorder.mutate({ ids }),
    reordering: reorder.isPending,
    remove: (id: number, done: () => void) => remove.mutate({ id }, { onSettled: done }),
    deleting: remove.isPending,
  };
}
