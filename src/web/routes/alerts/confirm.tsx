import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { SubscriptionOutcome } from '../../features/subscriptions/SubscriptionOutcome.tsx';
import { useLinkToken, validateTokenSearch } from '../../features/subscriptions/use-link-token.ts';

/** The page behind the alert's double opt-in link: the same pieces as the newsletter's. */
export const Route = createFileRoute('/alerts/confirm')({
  validateSearch: validateTokenSearch,
  head: () => ({ meta: [{ title: pageTitle(m.alert_confirm_page_title()) }, { name: 'robots', content: 'noindex' }] }),
  component: ConfirmAlert,
});

function ConfirmAlert() {
  const { trpc } = Route.useRouteContext();
  const state = useLinkToken(trpc.alerts.confirm.mutationOptions(), Route.useSearch().token);
  const shown = {
    failed: { title: m.alert_confirm_page_title(), text: m.alert_confirm_invalid() },
    done: { title: m.alert_confirm_page_title(), text: m.alert_confirm_done() },
    pending: { title: m.alert_confirm_page_title(), text: m.alert_pending() },
  }[state];
  return <SubscriptionOutcome title={shown.title} text={shown.text} />;
}
