import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { UnsubscribeOutcome } from '../../features/subscriptions/UnsubscribeOutcome.tsx';
import { useLinkToken, validateTokenSearch } from '../../features/subscriptions/use-link-token.ts';

/**
 * The unsubscribe link of a follow-up plan's e-mail: the newsletter's page and words, since it does
 * the same (the address gets no marketing mail again, and its plans stop).
 */
export const Route = createFileRoute('/follow-ups/unsubscribe')({
  validateSearch: validateTokenSearch,
  head: () => ({ meta: [{ title: pageTitle(m.newsletter_page_title()) }, { name: 'robots', content: 'noindex' }] }),
  component: Unsubscribe,
});

function Unsubscribe() {
  const { trpc } = Route.useRouteContext();
  const state = useLinkToken(trpc.plans.unsubscribe.mutationOptions(), Route.useSearch().token);
  return <UnsubscribeOutcome state={state} />;
}
