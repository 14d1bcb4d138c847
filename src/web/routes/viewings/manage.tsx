import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { optionalSearchText } from '../../lib/search-params.ts';
import { ManageViewing } from './-components/ManageViewing.tsx';

export const Route = createFileRoute('/viewings/manage')({
  // The e-mail's move and cancel links carry their proof as `?token=` (about 70 characters).
  validateSearch: (raw: Record<string, unknown>): { token?: string } => {
    const token = optionalSearchText(raw.token, 500);
    return token ? { token } : {};
  },
  head: () => ({ meta: [{ title: pageTitle(m.viewing_manage_title()) }, { name: 'robots', content: 'noindex' }] }),
  component: ManageViewingPage,
});

/** The page behind the e-mail's links: the booking, and moving or cancelling it. */
function ManageViewingPage() {
  return <ManageViewing token={Route.useSearch().token ?? null} />;
}
