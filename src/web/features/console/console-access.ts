import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { can, type Permission } from '../../../shared/staff/permissions.ts';
import { meQuery } from './session.ts';

/**
 * The permission each console area needs, from the one permission table: the menu shows, and the
 * layout opens, only the areas of the signed-in role. The server refuses the rest anyway.
 * The most specific path wins.
 */
const CONSOLE_AREAS: ReadonlyArray<readonly [path: string, permission: Permission]> = [
  ['/admin/properties/new', 'content.edit'],
  ['/admin/properties', 'listings.read'],
  ['/admin/agents/new', 'agents.manage'],
  ['/admin/agents', 'agents.editOwn'],
  ['/admin/gallery', 'content.edit'],
  ['/admin/amenities', 'content.edit'],
  ['/admin/testimonials', 'content.edit'],
  ['/admin/translations', 'content.edit'],
  ['/admin/articles', 'content.edit'],
  ['/admin/inquiries', 'leads.read'],
  ['/admin/viewings', 'viewings.read'],
  ['/admin/today', 'tasks.read'],
  ['/admin/reports', 'reports.read'],
  ['/admin/deals', 'deals.read'],
  ['/admin/outbox', 'leads.read'],
  ['/admin/templates', 'conversations.templates'],
  ['/admin/plans', 'plans.manage'],
  ['/admin/integrations/webhooks', 'integrations.read'],
  ['/admin/alerts', 'alerts.read'],
  ['/admin/agency', 'agency.manage'],
  ['/admin/privacy', 'privacy.manage'],
  ['/admin/compliance', 'compliance.manage'],
  ['/admin/settings', 'settings.manage'],
  ['/admin/integrations/property-finder', 'integrations.manage'],
  ['/admin/buyer-tools', 'buyerTools.manage'],
  ['/admin/staff', 'staff.manage'],
  ['/admin/audit', 'audit.read'],
  ['/admin/api-keys', 'apiKeys.manage'],
  ['/admin/integrations', 'integrations.read'],
  ['/admin/account', 'account.own'],
];

/** The permission a console path needs (the dashboard's for /admin itself). */
export function permissionForPath(pathname: string): Permission {
  const area = CONSOLE_AREAS.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));
  return area ? area[1] : 'dashboard.view';
}

/** Whether the signed-in staff member may use a permission (false while signed out). */
export function useCan(): (permission: Permission) => boolean {
  const { trpc } = useRouter().options.context;
  const { data: me } = useQuery(meQuery(trpc));
  return (permission) => can(me?.user, permission);
}
