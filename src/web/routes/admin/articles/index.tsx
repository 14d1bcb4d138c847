import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ListLoadError, ListPending } from '../../../features/console/ListStates/ListStates.tsx';
import type { Trpc } from '../../../router-context.ts';
import { ArticleList, ArticleListFrame } from './-components/ArticleList.tsx';

const articlesQuery = (trpc: Trpc) => trpc.articles.all.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/articles/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(articlesQuery(trpc)),
  component: Articles,
  pendingComponent: () => (
    <ArticleListFrame>
      <ListPending>Loading articles...</ListPending>
    </ArticleListFrame>
  ),
  errorComponent: () => (
    <ArticleListFrame>
      <ListLoadError>The articles could not be loaded. Please try again.</ListLoadError>
    </ArticleListFrame>
  ),
});

function Articles() {
  const { trpc } = Route.useRouteContext();
  const { data } = useSuspenseQuery(articlesQuery(trpc));
  return <ArticleList articles={data} />;
}
