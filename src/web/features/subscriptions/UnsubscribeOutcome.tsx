import { m } from '../../../shared/paraglide/messages.js';
import { SubscriptionOutcome } from './SubscriptionOutcome.tsx';

/**
 * The page behind an unsubscribe link (the newsletter's, a follow-up plan's): the same words, since
 * both do the same (the address gets no marketing mail again).
 */
export function UnsubscribeOutcome({ state }: { state: 'pending' | 'done' | 'failed' }) {
  const shown = {
    failed: { title: m.newsletter_page_invalid_title(), text: m.newsletter_page_invalid_text() },
    done: { title: m.newsletter_page_done_title(), text: m.newsletter_page_done_text({ site: m.site_name() }) },
    pending: { title: m.newsletter_page_pending_title(), text: m.newsletter_page_pending_text() },
  }[state];
  return <SubscriptionOutcome title={shown.title} text={shown.text} />;
}
