import { Alert, Anchor, List } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { portalListingStateLabel } from '../../../../../shared/integrations/portal-listings.ts';

const words = (code: string) => code.replace(/_/g, ' ');

/**
 * Beside the permit warnings: residences on which Property Finder opened a compliance action, or
 * whose publish failed. Nothing shows while there are none.
 */
export function PortalActions() {
  const { trpc } = useRouter().options.context;
  const { data: open } = useQuery(trpc.propertyFinderListings.openActions.queryOptions(undefined, { staleTime: 0 }));
  if (!open || open.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconBuildingStore size={18} aria-hidden />}
      mb="lg"
      title={`Property Finder: ${open.length} ${open.length === 1 ? 'listing needs' : 'listings need'} attention`}
      data-testid="portal-actions"
    >
      <List size="sm" spacing={4}>
        {open.map((entry) => (
          <List.Item key={entry.propertyId}>
            <Anchor
              component={Link}
              to={`/admin/properties/${entry.propertyId}`}
              size="sm"
              c="ink.9"
              underline="always"
            >
              {entry.title}
            </Anchor>{' '}
            ({portalListingStateLabel(entry.state)}):{' '}
            {[...entry.actions.map((action) => words(action.type)), ...entry.reasons].join('; ')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
