import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { portalListingStateLabel } from '../../../../../shared/integrations/portal-listings.ts';
import { AttentionList } from './AttentionList.tsx';

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
    <AttentionList
      source="Property Finder"
      color="orange"
      icon={<IconBuildingStore size={18} aria-hidden />}
      testId="portal-actions"
      items={open.map((entry) => ({
        propertyId: entry.propertyId,
        title: entry.title,
        state: portalListingStateLabel(entry.state),
        problem: [...entry.actions.map((action) => words(action.type)), ...entry.reasons].join('; '),
      }))}
    />
  );
}
