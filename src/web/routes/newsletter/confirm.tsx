import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { SubscriptionOutcome } from '../../features/subscriptions/SubscriptionOutcome.tsx';
import { useLinkToken, validateTokenSearch } from '../../features/subscriptions/use-link-token.ts';

export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: validateTokenSearch,
  head: () => ({
    meta: [{ title: pageTitle(m.newsletter_confirm_page_title()) }, { name: 'robots', content: 'noindex' }],
  }),
  component: ConfirmSubscription,
});

/** The page behind the double opt-in link of the confirmation e-mail (see `useLinkToken`). */
function ConfirmSubscription() {
  const { trpc } = Route.useRouteContext();
  const state = useLinkToken(trpc.newsletter.confirm.mutationOptions(), Route.useSearch().token);
  const shown = {
    failed: { title: m.newsletter_confirm_invalid_title(), text: m.newsletter_confirm_invalid_text() },
    done: { title: m.newsletter_confirm_done_title(), text: m.newsletter_confirm_done_text({ site: m.site_name() }) },
    pending: { title: m.newsletter_confirm_pending_title(), text: m.newsletter_confirm_pending_text() },
  }[state];
  return <SubscriptionOutcome title={shown.title} text={shown.text} />;
}
