import { createFileRoute } from '@tanstack/react-router';
import { LettingsPage } from '../../components/LettingsPage/LettingsPage.tsx';
import { lettingsHead } from '../../components/LettingsPage/lettings-head.ts';

export const Route = createFileRoute('/lettings-property-management/')({
  head: ({ match }) => lettingsHead(match.context.siteUrl),
  component: LettingsPage,
});
