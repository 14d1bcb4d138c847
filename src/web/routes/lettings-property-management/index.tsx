import { createFileRoute } from '@tanstack/react-router';
import { LettingsPage } from '../../features/lettings/LettingsPage.tsx';
import { lettingsHead } from '../../features/lettings/lettings-head.ts';

export const Route = createFileRoute('/lettings-property-management/')({
  head: ({ match }) => lettingsHead(match.context.siteUrl),
  component: LettingsPage,
});
