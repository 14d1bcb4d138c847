import { Badge, Button, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PROPERTY_TRANSLATED_FIELDS } from '../../../../../shared/properties/schemas.ts';
import { TranslationBadges } from '../../../../features/console/ContentTranslations/TranslationBadges.tsx';
import { IconBuildingSkyscraper, IconEdit, IconEye, IconPlus, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { StaffPropertyView } from '../../../../../shared/properties/types.ts';
import { ConfirmDeleteModal } from '../../../../features/console/ConfirmDeleteModal/ConfirmDeleteModal.tsx';
import { useDeleteRecord } from '../../../../features/console/ConfirmDeleteModal/use-delete-record.ts';
import { useCan } from '../../../../features/console/console-access.ts';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';
import { formatAed } from '../../../../lib/format-money.ts';
import { formatArea } from '../../../../lib/format-area.ts';
import { FALLBACK_PHOTO } from '../../../../ui/MediaImage/MediaImage.tsx';
import classes from './PropertyList.module.css';

/** Adding, editing and deleting listings is for content roles; agents see them only. */
function AddPropertyButton({ mt }: { mt?: 'sm' }) {
  const can = useCan();
  if (!can('content.edit')) return null;
  return (
    <Button component={Link} to="/admin/properties/new" mt={mt} leftSection={<IconPlus size={16} aria-hidden />}>
      Add New Property
    </Button>
  );
}

/** The title row above the cards, in every state. */
export function PropertiesFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Properties"
        description="Listings shown on the public site. Prices are in AED, the currency the site uses."
        actions={<AddPropertyButton />}
      />
      {children}
    </>
  );
}

/** Card shapes while the listings load. */
export function PropertySkeletons() {
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

function PropertyCard({ property, onDelete }: { property: StaffPropertyView; onDelete: () => void }) {
  const edits = useCan()('content.edit');
  return (
    <Card withBorder padding="md" className={classes.card} data-testid="admin-property-card">
      <Card.Section className={classes.media}>
        <Image
          src={property.imageUrl || FALLBACK_PHOTO}
          alt={property.title}
          h={180}
          w="100%"
          fit="cover"
          fallbackSrc={FALLBACK_PHOTO}
          loading="lazy"
        />
        {property.featured ? (
          <Badge className={classes.featured} color="orchid" leftSection={<IconStarFilled size={12} aria-hidden />}>
            Featured
          </Badge>
        ) : null}
      </Card.Section>
      <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap" align="flex-start">
        <Title order={2} className={classes.title}>
          {property.title}
        </Title>
        <Badge variant="light" color={property.status === 'Available' ? 'teal' : 'gray'} className={classes.status}>
          {property.status}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {property.type} · {property.bedrooms} bed · {formatArea(property.area, { fallback: '—' })}
      </Text>
      <Text fw={600} mt={4} className={classes.price}>
        {formatAed(property.price)}
      </Text>
      <TranslationBadges record={property} translations={property.translations} fields={PROPERTY_TRANSLATED_FIELDS} />
      <Group gap="xs" mt="md" grow>
        <Button
          component={Link}
          to={`/admin/properties/${property.id}`}
          variant="default"
          size="xs"
          leftSection={edits ? <IconEdit size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
          aria-label={`${edits ? 'Edit' : 'View'} ${property.title}`}
        >
          {edits ? 'Edit' : 'View'}
        </Button>
        {edits ? (
          <Button
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
            aria-label={`Delete ${property.title}`}
          >
            Delete
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

/** The listings as cards, each with a way to edit or delete it. */
export function PropertyList({ properties }: { properties: StaffPropertyView[] }) {
  const { trpc } = useRouter().options.context;
  const removal = useDeleteRecord<StaffPropertyView>({
    noun: 'Property',
    nameOf: (property) => property.title,
    remove: trpc.properties.delete.mutationOptions(),
    invalidate: [trpc.properties.pathKey(), trpc.dashboard.summary.queryKey(), trpc.dashboard.permitAlerts.queryKey()],
  });

  return (
    <PropertiesFrame>
      {properties.length === 0 ? (
        <Card withBorder padding="xl" className={classes.empty}>
          <Stack align="center" gap="xs">
            <IconBuildingSkyscraper size={40} stroke={1.2} aria-hidden />
            <Title order={2} className={classes.emptyTitle}>
              No properties found
            </Title>
            <Text c="dimmed">Get started by creating a new property.</Text>
            <AddPropertyButton mt="sm" />
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
          {properties.map((property) => (
            <PropertyCard key={property.id} property={property} onDelete={() => removal.ask(property)} />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDeleteModal {...removal.dialog} />
    </PropertiesFrame>
  );
}
