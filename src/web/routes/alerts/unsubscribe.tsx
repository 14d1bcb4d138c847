import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { SubscriptionOutcome } from '../../features/subscriptions/SubscriptionOutcome.tsx';
import { useLinkToken, validateTokenSearch } from '../../features/subscriptions/use-link-token.ts';

/** The "Stop this alert" link opened in a browser: stops the alert by the same procedure as the one-click POST. */
export const Route = createFileRoute('/alerts/unsubscribe')({
  validateSearch: validateTokenSearch,
  head: () => ({
    meta: [{ title: pageTitle(m.alert_unsubscribe_page_title()) }, { name: 'robots', content: 'noindex' }],
  }),
  component: StopAlert,
});

function StopAlert() {
  const { trpc } = Route.useRouteContext();
  const state = useLinkToken(trpc.alerts.unsubscribe.mutationOptions(), Route.useSearch().token);
  const shown = {
    failed: { title: m.alert_unsubscribe_page_title(), text: m.alert_confirm_invalid() },
    done: { title: m.alert_unsubscribe_page_title(), text: m.alert_unsubscribe_done() },
    pending: { title: m.alert_unsubscribe_page_title(), text: m.alert_pending() },
  }[state];
  return <SubscriptionOutcome title={shown.title} text={shown.text} />;
}
