import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../shared/agency.ts';
import { m } from '../../shared/paraglide/messages.js';
import { TERMS } from '../content/legal.ts';
import { LegalPage } from '../ui/LegalPage/LegalPage.tsx';
import { seo } from '../lib/seo.ts';

export const Route = createFileRoute('/terms')({
  head: ({ match }) =>
    seo({
      // Messages, not TERMS: the head stays in the first chunk, the document's text in the page's own.
      title: pageTitle(m.terms_title()),
      description: m.terms_description({ site: m.site_name() }),
      path: '/terms',
      siteUrl: match.context.siteUrl,
    }),
  component: () => <LegalPage document={TERMS} />,
});
