import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { completionOf } from '../../../../shared/cost-to-own/completion.ts';
import type { PropertyView } from '../../../../shared/properties/types.ts';
import { PaymentPlanTimeline } from '../../../features/cost-to-own/PaymentPlanTimeline/PaymentPlanTimeline.tsx';
import { useDisplayPreferences } from '../../../lib/display-preferences.tsx';
import { parseAmount } from '../../../lib/format.ts';
import { costToOwnFeesQuery } from '../../../queries.ts';
import { HydrateOnView } from '../../../ui/HydrateOnView/HydrateOnView.tsx';

/**
 * The calculator (a form with its validation, number inputs, tables) sits below the residence's
 * first screen: it arrives in a chunk of its own, fetched when the visitor comes near it (with the
 * page, it was some 80 kB gzip of its first JavaScript). The server still renders it in full.
 */
const CostToOwnSection = lazy(() =>
  import('../../../features/cost-to-own/CostCalculator/CostCalculator.tsx').then((module) => ({
    default: module.CostToOwnSection,
  })),
);

/**
 * A residence's payment plan (off-plan) and its cost to own, for a residence with a price: one on
 * request has nothing to calculate. The fee table comes with the page (the loader prefetches it).
 */
export function PropertyCostToOwn({ property }: { property: PropertyView }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data: fees } = useQuery(costToOwnFeesQuery(trpc));
  const { display } = useDisplayPreferences();
  const price = parseAmount(property.price);
  if (price === null) return null;
  const completion = completionOf(property);
  const plan = completion === 'offPlan' ? property.paymentPlan : [];
  return (
    <HydrateOnView watch={[property, fees, display]}>
      <PaymentPlanTimeline plan={plan} price={price} />
      {fees ? (
        <Suspense fallback={null}>
          <CostToOwnSection
            key={property.id}
            fees={fees}
            price={price}
            completion={completion}
            paymentPlan={plan}
            propertyId={property.id}
          />
        </Suspense>
      ) : null}
    </HydrateOnView>
  );
}
