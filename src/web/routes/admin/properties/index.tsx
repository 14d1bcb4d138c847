import { Badge, Button, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconEdit, IconPlus, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { formatAed, formatArea } from '../../../lib/format.ts';
import { ConfirmDeleteModal } from '../../../features/console/ConfirmDeleteModal/ConfirmDeleteModal.tsx';
import { ListLoadError, ListPending } from '../../../features/console/ScreenStates/ListStates.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { PageHeader } from '../../../features/console/PageHeader/PageHeader.tsx';
import classes from './-components/PropertyList.module.css';

export const Route = createFileRoute('/admin/properties/')({
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.properties.staffList.queryOptions()),
  component: PropertyList,
  pendingComponent: () => (
    <ListPending frame={propertiesFrame}>
      <PropertySkeletons />
    </ListPending>
  ),
  errorComponent: () => (
    <ListLoadError frame={propertiesFrame}>Failed to fetch properties. Please try again.</ListLoadError>
  ),
});

const FALLBACK = '/media/main-photo.webp';

/** The title row above the cards, in every state. */
function propertiesFrame(body: ReactNode) {
  return (
    <>
      <PageHeader
        title="Properties"
        description="Listings shown on the public site. Prices are in AED, the currency the site uses."
        actions={
          <Button component={Link} to="/admin/properties/new" leftSection={<IconPlus size={16} aria-hidden />}>
            Add New Property
          </Button>
        }
      />
      {body}
    </>
  );
}

/** Card shapes while the listings load. */
function PropertySkeletons() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      aria-busy="true"
      aria-label="Loading properties"
      data-testid="property-skeletons"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} withBorder padding="md">
          <Card.Section>
            <Skeleton height={180} radius={0} />
          </Card.Section>
          <Skeleton height={18} mt="md" width="70%" />
          <Skeleton height={14} mt="xs" width="40%" />
          <Skeleton height={30} mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

function PropertyList() {
  const { trpc } = Route.useRouteContext();
  const queryClient = useQueryClient();
  const properties = useSuspenseQuery(trpc.properties.staffList.queryOptions(undefined, { staleTime: 0 }));
  const [toDelete, setToDelete] = useState<{ id: number; title: string } | null>(null);

  const remove = useMutation(
    trpc.properties.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Property Deleted', 'The property has been successfully deleted.');
        setToDelete(null);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.properties.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.summary.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.permitAlerts.queryKey() }),
        ]);
      },
      onError: () => notifyError('Error', 'Failed to delete the property. Please try again.'),
    }),
  );

  return propertiesFrame(
    <>
      {properties.data.length === 0 ? (
        <Card withBorder padding="xl" className={classes.empty}>
          <Stack align="center" gap="xs">
            <IconBuildingSkyscraper size={40} stroke={1.2} aria-hidden />
            <Title order={2} className={classes.emptyTitle}>
              No properties found
            </Title>
            <Text c="dimmed">Get started by creating a new property.</Text>
            <Button
              component={Link}
              to="/admin/properties/new"
              mt="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add New Property
            </Button>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
          {properties.data.map((property) => (
            <Card key={property.id} withBorder padding="md" className={classes.card} data-testid="admin-property-card">
              <Card.Section className={classes.media}>
                <Image
                  src={property.imageUrl || FALLBACK}
                  alt={property.title}
                  h={180}
                  w="100%"
                  fit="cover"
                  fallbackSrc={FALLBACK}
                  loading="lazy"
                />
                {property.featured ? (
                  <Badge
                    className={classes.featured}
                    color="orchid"
                    leftSection={<IconStarFilled size={12} aria-hidden />}
                  >
                    Featured
                  </Badge>
                ) : null}
              </Card.Section>
              <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap" align="flex-start">
                <Title order={2} className={classes.title}>
                  {property.title}
                </Title>
                <Badge
                  variant="light"
                  color={property.status === 'Available' ? 'teal' : 'gray'}
                  className={classes.status}
                >
                  {property.status}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {property.type} · {property.bedrooms} bed · {formatArea(property.area, { fallback: '—' })}
              </Text>
              <Text fw={600} mt={4} className={classes.price}>
                {formatAed(property.price)}
              </Text>
              <Group gap="xs" mt="md" grow>
                <Button
                  component={Link}
                  to={`/admin/properties/${property.id}`}
                  variant="default"
                  size="xs"
                  leftSection={<IconEdit size={14} aria-hidden />}
                  aria-label={`Edit ${property.title}`}
                >
                  Edit
                </Button>
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => setToDelete({ id: property.id, title: property.title })}
                  aria-label={`Delete ${property.title}`}
                >
                  Delete
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <ConfirmDeleteModal
        name={toDelete?.title ?? null}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      />
    </>,
  );
}
