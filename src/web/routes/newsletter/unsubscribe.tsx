import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { UnsubscribeOutcome } from '../../features/subscriptions/UnsubscribeOutcome.tsx';
import { useLinkToken, validateTokenSearch } from '../../features/subscriptions/use-link-token.ts';

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: validateTokenSearch,
  head: () => ({ meta: [{ title: pageTitle(m.newsletter_page_title()) }, { name: 'robots', content: 'noindex' }] }),
  component: Unsubscribe,
});

/** The page behind the unsubscribe link of our e-mails (see `useLinkToken`). */
function Unsubscribe() {
  const { trpc } = Route.useRouteContext();
  const state = useLinkToken(trpc.newsletter.unsubscribe.mutationOptions(), Route.useSearch().token);
  return <UnsubscribeOutcome state={state} />;
}
