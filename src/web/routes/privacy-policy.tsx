import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../shared/agency.ts';
import { m } from '../../shared/paraglide/messages.js';
import { PRIVACY_POLICY } from '../content/legal.ts';
import { LegalPage } from '../ui/LegalPage/LegalPage.tsx';
import { seo } from '../lib/seo.ts';

export const Route = createFileRoute('/privacy-policy')({
  head: ({ match }) =>
    seo({
      // Messages, not PRIVACY_POLICY: the head stays in the first chunk, the document's text in the page's own.
      title: pageTitle(m.privacy_title()),
      description: m.privacy_description({ site: m.site_name() }),
      path: '/privacy-policy',
      siteUrl: match.context.siteUrl,
    }),
  component: () => <LegalPage document={PRIVACY_POLICY} />,
});
