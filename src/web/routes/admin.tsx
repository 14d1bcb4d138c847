import { Center, Loader } from '@mantine/core';
import { createFileRoute, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { SITE_NAME } from '../../shared/agency.ts';
import { AdminShell } from './admin/-components/shell/AdminShell.tsx';
import { meQuery } from '../features/console/session.ts';
import { permissionForPath, useCan } from '../features/console/console-access.ts';
import { NotAvailable } from '../features/console/NotAvailable/NotAvailable.tsx';

const LOGIN_PATH = '/admin/login';
/** Where an account is held until it has chosen its own password or set up two-factor sign-in (the server refuses the rest). */
const ACCOUNT_PATH = '/admin/account';

/**
 * The staff console: rendered in the browser only (`ssr: false`), so the server sends the document
 * shell and no admin data. Every page but the sign-in needs a session; without one the visitor is
 * sent to sign in and brought back to the page asked for.
 */
export const Route = createFileRoute('/admin')({
  ssr: false,
  head: () => ({
    meta: [{ title: `Staff Console | ${SITE_NAME}` }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  beforeLoad: async ({ context: { queryClient, trpc }, location }) => {
    if (location.pathname === LOGIN_PATH) return { user: null };
    const { user, mustSetUpTwoFactor } = await queryClient.fetchQuery(meQuery(trpc));
    if (!user) throw redirect({ to: LOGIN_PATH, search: { redirect: location.href } });
    if (mustSetUpTwoFactor && location.pathname !== ACCOUNT_PATH) throw redirect({ to: ACCOUNT_PATH });
    if (user.mustChangePassword && location.pathname !== ACCOUNT_PATH) throw redirect({ to: ACCOUNT_PATH });
    return { user };
  },
  pendingComponent: AdminPending,
  component: AdminLayout,
});

function AdminPending() {
  return (
    <Center mih="100vh">
      <Loader color="orchid" aria-label="Loading the staff console" />
    </Center>
  );
}

function AdminLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const can = useCan();
  if (pathname === LOGIN_PATH) return <Outlet />;
  return <AdminShell>{can(permissionForPath(pathname)) ? <Outlet /> : <NotAvailable />}</AdminShell>;
}
