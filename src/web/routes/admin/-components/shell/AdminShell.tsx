import { AppShell, Badge, Burger, Button, Group, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArticle,
  IconBell,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconChartBar,
  IconCertificate,
  IconChecklist,
  IconExternalLink,
  IconHistory,
  IconKey,
  IconLanguage,
  IconLayoutDashboard,
  IconLogout,
  IconMail,
  IconMessages,
  IconPhoto,
  IconPlugConnected,
  IconQuote,
  IconShieldCheck,
  IconShieldLock,
  IconSettings,
  IconCalculator,
  IconCash,
  IconSparkles,
  IconTemplate,
  IconRoute,
  IconUserCircle,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useMatch, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { permissionForPath, useCan } from '../../../../features/console/console-access.ts';
import { MY_LEADS_SEARCH } from '../../../../features/console/inquiry-filters.ts';
import { forgetSession, meQuery } from '../../../../features/console/session.ts';
import classes from './AdminShell.module.css';
import { useSignInOnUnauthorized } from './use-sign-in-on-unauthorized.ts';

const NAV = [
  { to: '/admin', label: 'Dashboard', icon: IconLayoutDashboard, exact: true },
  { to: '/admin/today', label: 'Today', icon: IconChecklist },
  { to: '/admin/properties', label: 'Properties', icon: IconBuildingSkyscraper },
  { to: '/admin/agents', label: 'Agents', icon: IconUsers },
  { to: '/admin/gallery', label: 'Gallery', icon: IconPhoto },
  { to: '/admin/amenities', label: 'Amenities', icon: IconSparkles },
  { to: '/admin/testimonials', label: 'Testimonials', icon: IconQuote },
  { to: '/admin/articles', label: 'Articles', icon: IconArticle },
  { to: '/admin/translations', label: 'Translations', icon: IconLanguage },
  { to: '/admin/inquiries', label: 'Inquiries', icon: IconMessages },
  { to: '/admin/viewings', label: 'Viewings', icon: IconCalendarEvent },
  { to: '/admin/deals', label: 'Deals', icon: IconCash },
  { to: '/admin/reports', label: 'Reports', icon: IconChartBar },
  { to: '/admin/alerts', label: 'Alerts', icon: IconBell },
  { to: '/admin/agency', label: 'Agency & Project', icon: IconCertificate },
  { to: '/admin/privacy', label: 'Personal Data', icon: IconShieldLock },
  { to: '/admin/compliance', label: 'Compliance', icon: IconShieldCheck },
  { to: '/admin/outbox', label: 'Outbox', icon: IconMail },
  { to: '/admin/templates', label: 'Message Templates', icon: IconTemplate },
  { to: '/admin/plans', label: 'Follow-up Plans', icon: IconRoute },
  { to: '/admin/integrations', label: 'Integrations', icon: IconPlugConnected },
  { to: '/admin/api-keys', label: 'API Keys', icon: IconKey },
  { to: '/admin/audit', label: 'Audit Trail', icon: IconHistory },
  { to: '/admin/settings', label: 'Settings', icon: IconSettings },
  { to: '/admin/buyer-tools', label: 'Buyer Tools', icon: IconCalculator },
  { to: '/admin/staff', label: 'Staff', icon: IconUsersGroup },
] as const;

export function AdminShell({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { trpc } = router.options.context;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onMyLeads = useMatch({ from: '/admin/inquiries/', shouldThrow: false })?.search.assignedTo === 'me';
  const { data: me } = useQuery(meQuery(trpc));
  const can = useCan();
  const { data: newLeads } = useQuery(
    trpc.inquiries.newSinceLastVisit.queryOptions(undefined, { staleTime: 60_000, enabled: can('leads.read') }),
  );
  useSignInOnUnauthorized();

  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      onSettled: () => {
        forgetSession(queryClient, trpc);
        void navigate({ to: '/admin/login' });
      },
    }),
  );

  useEffect(close, [pathname, close]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 248, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="lg"
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Toggle navigation" />
            <UnstyledButton component={Link} to="/admin" className={classes.brand}>
              <span className={classes.brandName}>Six Senses Residences</span>
              <span className={classes.brandSub}>Staff Console</span>
            </UnstyledButton>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {me?.user ? (
              <Text size="sm" c="dimmed" visibleFrom="sm">
                Signed in as <strong>{me.user.username}</strong>
              </Text>
            ) : null}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => logout.mutate()}
              loading={logout.isPending}
            >
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" className={classes.navbar} aria-label="Staff console">
        <AppShell.Section grow component={ScrollArea}>
          {me?.user?.agentId && can('leads.read') ? (
            <NavLink
              renderRoot={(props) => <Link {...props} to="/admin/inquiries" search={MY_LEADS_SEARCH} />}
              label="My leads"
              active={onMyLeads}
              aria-current={onMyLeads ? 'page' : undefined}
              leftSection={<IconUserStar size={18} stroke={1.6} aria-hidden />}
              className={classes.navLink}
            />
          ) : null}
          {NAV.filter((item) => can(permissionForPath(item.to))).map((item) => {
            const active =
              'exact' in item
                ? pathname === item.to || pathname === `${item.to}/`
                : pathname.startsWith(item.to) && !(item.to === '/admin/inquiries' && onMyLeads);
            const shared = {
              label: item.label,
              active,
              'aria-current': active ? ('page' as const) : undefined,
              leftSection: <item.icon size={18} stroke={1.6} aria-hidden />,
              className: classes.navLink,
            };
            if (item.to === '/admin/inquiries')
              return (
                <NavLink
                  key={item.to}
                  {...shared}
                  // The whole inbox, not My leads: the router then does not mark both links as the current page.
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/admin/inquiries"
                      search={{ assignedTo: undefined }}
                      activeOptions={{ explicitUndefined: true }}
                    />
                  )}
                  rightSection={
                    newLeads ? (
                      <Badge size="sm" color="orchid" circle={newLeads < 10} aria-label={`${newLeads} new`}>
                        {newLeads}
                      </Badge>
                    ) : null
                  }
                />
              );
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                activeOptions={{ exact: 'exact' in item }}
                {...shared}
              />
            );
          })}
        </AppShell.Section>
        <AppShell.Section className={classes.navFooter}>
          <NavLink
            component={Link}
            to="/admin/account"
            label="Account"
            active={pathname.startsWith('/admin/account')}
            leftSection={<IconUserCircle size={18} stroke={1.6} aria-hidden />}
            className={classes.navLink}
          />
          <NavLink
            component="a"
            href="/"
            label="View Website"
            leftSection={<IconExternalLink size={18} stroke={1.6} aria-hidden />}
            className={classes.navLink}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" className={classes.main}>
        <div className={classes.content}>{children}</div>
      </AppShell.Main>
    </AppShell>
  );
}
