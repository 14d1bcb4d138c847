import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../shared/agency.ts';
import { PRIVACY_POLICY } from '../content/legal.ts';
import { LegalPage } from '../components/LegalPage/LegalPage.tsx';
import { seo } from '../lib/seo.ts';

export const Route = createFileRoute('/privacy-policy')({
  head: ({ match }) =>
    seo({
      title: pageTitle(PRIVACY_POLICY.title()),
      description: PRIVACY_POLICY.description(),
      path: '/privacy-policy',
      siteUrl: match.context.siteUrl,
    }),
  component: () => <LegalPage document={PRIVACY_POLICY} />,
});
