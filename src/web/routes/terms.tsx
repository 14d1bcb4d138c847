import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../shared/agency.ts';
import { TERMS } from '../content/legal.ts';
import { LegalPage } from '../components/LegalPage/LegalPage.tsx';
import { seo } from '../lib/seo.ts';

export const Route = createFileRoute('/terms')({
  head: ({ match }) =>
    seo({
      title: pageTitle(TERMS.title()),
      description: TERMS.description(),
      path: '/terms',
      siteUrl: match.context.siteUrl,
    }),
  component: () => <LegalPage document={TERMS} />,
});
