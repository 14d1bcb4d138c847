import { createFileRoute } from '@tanstack/react-router';
import { LettingsPage } from '../../components/LettingsPage/LettingsPage.tsx';
import { lettingsHead } from '../../components/LettingsPage/lettings-head.ts';

/** The menu's URL; the same screen as /lettings-property-management, which is canonical. */
export const Route = createFileRoute('/lettings-management/')({
  head: ({ match }) => lettingsHead(match.context.siteUrl),
  component: LettingsPage,
});
