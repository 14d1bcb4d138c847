import { createFileRoute } from '@tanstack/react-router';
import { LettingsPage } from '../../features/lettings/LettingsPage.tsx';
import { lettingsHead } from '../../features/lettings/lettings-head.ts';

/** The menu's URL; the same screen as /lettings-property-management, which is canonical. */
export const Route = createFileRoute('/lettings-management/')({
  head: ({ match }) => lettingsHead(match.context.siteUrl),
  component: LettingsPage,
});
