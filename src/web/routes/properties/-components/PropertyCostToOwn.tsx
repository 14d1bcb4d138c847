import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { completionOf } from '../../../../shared/cost-to-own/completion.ts';
import type { PropertyView } from '../../../../shared/properties/types.ts';
import { CostToOwnSection } from '../../../features/cost-to-own/CostCalculator/CostCalculator.tsx';
import { PaymentPlanTimeline } from '../../../features/cost-to-own/PaymentPlanTimeline/PaymentPlanTimeline.tsx';
import { parseAmount } from '../../../lib/format.ts';
import { costToOwnFeesQuery } from '../../../queries.ts';

/**
 * A residence's payment plan (off-plan) and its cost to own, for a residence with a price: one on
 * request has nothing to calculate. The fee table comes with the page (the loader prefetches it).
 */
export function PropertyCostToOwn({ property }: { property: PropertyView }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data: fees } = useQuery(costToOwnFeesQuery(trpc));
  const price = parseAmount(property.price);
  if (price === null) return null;
  const completion = completionOf(property);
  const plan = completion === 'offPlan' ? property.paymentPlan : [];
  return (
    <>
      <PaymentPlanTimeline plan={plan} price={price} />
      {fees ? (
        <CostToOwnSection
          key={property.id}
          fees={fees}
          price={price}
          completion={completion}
          paymentPlan={plan}
          propertyId={property.id}
        />
      ) : null}
    </>
  );
}
