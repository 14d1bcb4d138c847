import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBell,
  IconBuildingSkyscraper,
  IconMessages,
  IconPhoto,
  IconPlus,
  IconQuote,
  IconSparkles,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { permissionForPath, useCan } from '../../../../features/console/console-access.ts';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';
import classes from './Dashboard.module.css';
import { DashboardOverdueTasks } from '../../../../features/tasks/OverdueByAgent.tsx';
import { LeadsBySource } from './LeadsBySource.tsx';
import { PermitAlerts } from './PermitAlerts.tsx';
import { PortalActions } from './PortalActions.tsx';
import { SpeedToLead } from './SpeedToLead.tsx';

const COUNTS = [
  { key: 'properties', label: 'Properties', to: '/admin/properties', icon: IconBuildingSkyscraper },
  { key: 'galleryImages', label: 'Gallery Images', to: '/admin/gallery', icon: IconPhoto },
  { key: 'amenities', label: 'Amenities', to: '/admin/amenities', icon: IconSparkles },
  { key: 'testimonials', label: 'Testimonials', to: '/admin/testimonials', icon: IconQuote },
  { key: 'inquiries', label: 'Inquiries', to: '/admin/inquiries', icon: IconMessages },
] as const;

const QUICK_ACTIONS = [
  { to: '/admin/properties/new', label: 'Add Property' },
  { to: '/admin/gallery/new', label: 'Add Gallery Image' },
  { to: '/admin/amenities/new', label: 'Add Amenity' },
  { to: '/admin/testimonials/new', label: 'Add Testimonial' },
] as const;

/** The figures the dashboard shows: a count per kind of content, and leads new since the last inbox visit. */
type Summary = Record<(typeof COUNTS)[number]['key'] | 'newInquiries', number>;

/** The dashboard with its figures, or with skeletons in their place while they load (or after they failed). */
export function DashboardView({ summary, failed = false }: { summary?: Summary; failed?: boolean }) {
  // Each figure and action links to an area: the role sees those of the areas it may open.
  const can = useCan();
  const leads = can('leads.read');
  const counts = COUNTS.filter((count) => can(permissionForPath(count.to)));
  const actions = QUICK_ACTIONS.filter((action) => can(permissionForPath(action.to)));
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          leads ? "An overview of the site's content and the leads inbox." : "An overview of the site's content."
        }
      />
      {failed ? (
        <Alert color="red" title="Error" mb="lg">
          The dashboard could not be loaded. Please try again.
        </Alert>
      ) : null}

      {!leads ? null : summary && summary.newInquiries > 0 ? (
        <Alert color="orchid" variant="light" icon={<IconBell size={18} aria-hidden />} mb="lg" title="New leads">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <span data-testid="new-leads">
              {summary.newInquiries} new {summary.newInquiries === 1 ? 'lead' : 'leads'} since your last visit to the
              inbox.
            </span>
            <Button component={Link} to="/admin/inquiries" size="xs" variant="light">
              Open the inbox
            </Button>
          </Group>
        </Alert>
      ) : summary ? (
        <Text c="dimmed" size="sm" mb="lg" data-testid="new-leads">
          No new leads since your last visit to the inbox.
        </Text>
      ) : null}

      <PermitAlerts />
      <PortalActions />

      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md" mb="xl">
        {counts.map((count) => (
          <Card key={count.key} withBorder padding="md" component={Link} to={count.to} className={classes.stat}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text size="xs" tt="uppercase" fw={600} c="dimmed" className={classes.statLabel}>
                  {count.label}
                </Text>
                {summary ? (
                  <Text className={classes.statValue} data-testid={`count-${count.key}`}>
                    {summary[count.key]}
                  </Text>
                ) : (
                  <Skeleton height={34} width={56} mt={6} />
                )}
              </div>
              <ThemeIcon variant="light" color="orchid" size="lg" radius="sm">
                <count.icon size={20} stroke={1.6} aria-hidden />
              </ThemeIcon>
            </Group>
          </Card>
        ))}
      </SimpleGrid>

      {can('tasks.assign') ? <DashboardOverdueTasks /> : null}
      {leads ? <SpeedToLead /> : null}
      {leads ? <LeadsBySource /> : null}

      {actions.length ? (
        <Title order={2} className={classes.sectionTitle}>
          Quick actions
        </Title>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {actions.map((action) => (
          <Button
            key={action.to}
            component={Link}
            to={action.to}
            variant="default"
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
            className={classes.action}
          >
            {action.label}
          </Button>
        ))}
      </SimpleGrid>
    </>
  );
}
