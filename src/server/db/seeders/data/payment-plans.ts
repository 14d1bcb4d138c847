import type { PaymentMilestone } from '../../../../shared/cost-to-own/schemas.ts';

/**
 * The off-plan demo residences' payment plans, by property id: plans of the kind Palm Jumeirah
 * developers offer (a booking deposit, construction-linked instalments, the balance on handover and,
 * for some, instalments after it). Each adds up to 100%.
 */
export const paymentPlans: Readonly<Record<number, PaymentMilestone[]>> = {
  // Resale of an off-plan villa: the remaining plan passes to the buyer.
  133: [
    { stage: 'booking', label: 'On booking', percent: 20, dueOn: null },
    { stage: 'construction', label: '50% construction complete', percent: 20, dueOn: '2027-03-31' },
    { stage: 'construction', label: '80% construction complete', percent: 20, dueOn: '2027-09-30' },
    { stage: 'handover', label: 'On handover', percent: 40, dueOn: '2028-03-31' },
  ],
  134: [
    { stage: 'booking', label: 'On booking', percent: 10, dueOn: null },
    { stage: 'construction', label: '30% construction complete', percent: 10, dueOn: '2027-01-31' },
    { stage: 'construction', label: '60% construction complete', percent: 10, dueOn: '2027-08-31' },
    { stage: 'construction', label: '90% construction complete', percent: 10, dueOn: '2028-02-29' },
    { stage: 'handover', label: 'On handover', percent: 30, dueOn: '2028-06-30' },
    { stage: 'postHandover', label: '12 months after handover', percent: 15, dueOn: '2029-06-30' },
    { stage: 'postHandover', label: '24 months after handover', percent: 15, dueOn: '2030-06-30' },
  ],
  139: [
    { stage: 'booking', label: 'On booking', percent: 20, dueOn: null },
    { stage: 'construction', label: '40% construction complete', percent: 20, dueOn: '2027-04-30' },
    { stage: 'handover', label: 'On handover', percent: 60, dueOn: '2028-01-31' },
  ],
  140: [
    { stage: 'booking', label: 'On booking', percent: 10, dueOn: null },
    { stage: 'construction', label: '30% construction complete', percent: 15, dueOn: '2027-02-28' },
    { stage: 'construction', label: '70% construction complete', percent: 15, dueOn: '2027-10-31' },
    { stage: 'handover', label: 'On handover', percent: 40, dueOn: '2028-04-30' },
    { stage: 'postHandover', label: '12 months after handover', percent: 20, dueOn: '2029-04-30' },
  ],
};
