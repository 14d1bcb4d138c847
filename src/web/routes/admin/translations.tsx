import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCan } from '../../features/console/console-access.ts';
import { parseTranslationLanguageSearch } from '../../features/console/ContentTranslations/language-search.ts';
import { ListLoadError, ListPending } from '../../features/console/ListStates/ListStates.tsx';
import type { Trpc } from '../../router-context.ts';
import { TranslationWork, TranslationWorkFrame } from './-components/translations/TranslationWork.tsx';

const workQuery = (trpc: Trpc) => trpc.translations.work.queryOptions(undefined, { staleTime: 0 });

export const Route = createFileRoute('/admin/translations')({
  validateSearch: parseTranslationLanguageSearch,
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(workQuery(trpc)),
  component: Translations,
  pendingComponent: () => (
    <TranslationWorkFrame>
      <ListPending>Loading what is left to translate...</ListPending>
    </TranslationWorkFrame>
  ),
  errorComponent: () => (
    <TranslationWorkFrame>
      <ListLoadError>The translations could not be loaded. Please try again.</ListLoadError>
    </TranslationWorkFrame>
  ),
});

function Translations() {
  const { trpc } = Route.useRouteContext();
  const { lang = 'ar' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const can = useCan();
  const { data } = useSuspenseQuery(workQuery(trpc));
  // Editors see the agents' texts on the site but only managers change them.
  const rows = can('agents.manage') ? data : data.filter((row) => row.kind !== 'agent');
  return (
    <TranslationWork
      rows={rows}
      language={lang}
      onLanguage={(language) => void navigate({ search: { lang: language }, replace: true })}
    />
  );
}
