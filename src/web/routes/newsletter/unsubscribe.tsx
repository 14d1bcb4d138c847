import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { SubscriptionOutcome } from '../../features/subscriptions/SubscriptionOutcome.tsx';
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
  const shown = {
    failed: { title: m.newsletter_page_invalid_title(), text: m.newsletter_page_invalid_text() },
    done: { title: m.newsletter_page_done_title(), text: m.newsletter_page_done_text({ site: m.site_name() }) },
    pending: { title: m.newsletter_page_pending_title(), text: m.newsletter_page_pending_text() },
  }[state];
  return <SubscriptionOutcome title={shown.title} text={shown.text} />;
}
