import type { DealKind, DealStage, PartySide, PaymentMethod } from '../../../../shared/deals/constants.ts';

/** A demo deal: on a demo residence, held by a demo agent, at a stage reached over the days given. */
export interface DemoDeal {
  kind: DealKind;
  propertyId: number;
  agentKey: string;
  priceAed: number;
  commissionRatePct: number;
  agentSplitPct: number;
  otherAgency?: { name: string; splitPct: number };
  /** The stages it went through after the offer, the last being where it is now. */
  stages: DealStage[];
  startedDaysAgo: number;
  parties: { side: PartySide; kind: 'person' | 'company'; name: string; nationality?: string }[];
  payments: { method: PaymentMethod; amountAed: number; daysAgo: number }[];
  lostReason?: string;
}

/** Fictional buyers and sellers, so that /admin/deals shows a board on a fresh demo. */
export const demoDeals: DemoDeal[] = [
  {
    kind: 'sale',
    propertyId: 120,
    agentKey: 'layla-haddad',
    priceAed: 9_250_000,
    commissionRatePct: 2,
    agentSplitPct: 40,
    stages: [],
    startedDaysAgo: 2,
    parties: [
      { side: 'buyer', kind: 'person', name: 'Oliver Grant', nationality: 'GB' },
      { side: 'seller', kind: 'person', name: 'Marta Kowalska', nationality: 'PL' },
    ],
    payments: [],
  },
  {
    kind: 'sale',
    propertyId: 122,
    agentKey: 'james-whitmore',
    priceAed: 21_000_000,
    commissionRatePct: 2,
    agentSplitPct: 35,
    otherAgency: { name: 'Harbour Line Realty', splitPct: 50 },
    stages: ['accepted', 'mou-signed', 'deposit-received'],
    startedDaysAgo: 24,
    parties: [
      { side: 'buyer', kind: 'company', name: 'Azure Palm Holdings Ltd' },
      { side: 'seller', kind: 'person', name: 'Rajesh Iyer', nationality: 'IN' },
    ],
    payments: [{ method: 'cheque', amountAed: 2_100_000, daysAgo: 6 }],
  },
  {
    kind: 'sale',
    propertyId: 125,
    agentKey: 'priya-menon',
    priceAed: 30_800_000,
    commissionRatePct: 2,
    agentSplitPct: 40,
    stages: ['accepted', 'mou-signed'],
    startedDaysAgo: 12,
    parties: [
      { side: 'buyer', kind: 'person', name: 'Elena Petrova', nationality: 'CY' },
      { side: 'seller', kind: 'person', name: 'Hamad Al Suwaidi', nationality: 'AE' },
    ],
    payments: [{ method: 'cash', amountAed: 60_000, daysAgo: 3 }],
  },
  {
    kind: 'sale',
    propertyId: 121,
    agentKey: 'layla-haddad',
    priceAed: 14_500_000,
    commissionRatePct: 2,
    agentSplitPct: 40,
    stages: ['accepted', 'lost'],
    startedDaysAgo: 15,
    parties: [{ side: 'buyer', kind: 'person', name: 'Lucas Moreau', nationality: 'FR' }],
    payments: [],
    lostReason: 'The buyer chose a villa on the fronds instead.',
  },
  {
    kind: 'rental',
    propertyId: 123,
    agentKey: 'james-whitmore',
    priceAed: 1_150_000,
    commissionRatePct: 5,
    agentSplitPct: 50,
    stages: ['accepted', 'contract-signed'],
    startedDaysAgo: 9,
    parties: [
      { side: 'tenant', kind: 'person', name: 'Sofia Lindqvist', nationality: 'SE' },
      { side: 'landlord', kind: 'person', name: 'Khalid Mansour', nationality: 'AE' },
    ],
    payments: [{ method: 'bank-transfer', amountAed: 287_500, daysAgo: 4 }],
  },
];
