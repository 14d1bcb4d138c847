import { m } from '../../shared/paraglide/messages.js';

/**
 * The /market-data page's static snapshot and tables (fixed figures; the charts below them read the
 * stored listings). Words are messages, read when the page renders in its language; months are ISO
 * (`2024-03`) and written by `formatMonth` (lib/format.ts).
 */

export const MARKET_SNAPSHOT = {
  total: 113,
  byType: [
    { label: m.market_snapshot_apartments, count: 79 },
    { label: m.market_snapshot_penthouses, count: 23 },
    { label: m.market_snapshot_villas, count: 7 },
    { label: m.market_snapshot_duplexes, count: 4 },
  ],
  /** The static average asking price per square foot, AED. */
  averagePricePerSqFt: 7_850,
  /** Residences in the development as the market pages count them (the landing page and the FAQ give 162 properties). */
  residencesInTotal: 60,
} as const;

export type TransactionType = 'Apartment' | 'Penthouse' | 'Signature Villa';

/** Each recorded sale's type in the page's language. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, () => string> = {
  Apartment: m.property_type_apartment,
  Penthouse: m.property_type_penthouse,
  'Signature Villa': m.market_type_signature_villa,
};

export interface SaleTransaction {
  /** The month of the sale, `YYYY-MM`. */
  month: string;
  price: number;
  propertyType: TransactionType;
  beds: number;
  /** Square feet. */
  area: number;
}

/** Six recorded sales from Sep 2023 to Mar 2024. */
export const RECENT_TRANSACTIONS: readonly SaleTransaction[] = [
  { month: '2024-03', price: 24_500_000, propertyType: 'Apartment', beds: 3, area: 3_520 },
  { month: '2024-02', price: 58_000_000, propertyType: 'Penthouse', beds: 4, area: 9_140 },
  { month: '2024-01', price: 14_800_000, propertyType: 'Apartment', beds: 2, area: 2_180 },
  { month: '2023-12', price: 12_700_000, propertyType: 'Apartment', beds: 2, area: 1_980 },
  { month: '2023-10', price: 140_000_000, propertyType: 'Signature Villa', beds: 4, area: 13_380 },
  { month: '2023-09', price: 19_750_000, propertyType: 'Apartment', beds: 3, area: 3_050 },
];

/** The second, more recent set. */
export const LATEST_TRANSACTIONS: readonly SaleTransaction[] = [
  { month: '2025-05', price: 45_000_000, propertyType: 'Apartment', beds: 4, area: 6_455 },
  { month: '2025-05', price: 27_500_000, propertyType: 'Apartment', beds: 2, area: 3_400 },
  { month: '2025-04', price: 72_000_000, propertyType: 'Penthouse', beds: 4, area: 10_250 },
  { month: '2025-03', price: 31_200_000, propertyType: 'Apartment', beds: 3, area: 4_160 },
  { month: '2025-02', price: 165_000_000, propertyType: 'Signature Villa', beds: 5, area: 16_468 },
  { month: '2025-01', price: 22_900_000, propertyType: 'Apartment', beds: 2, area: 2_840 },
];

export const INVESTMENT_HIGHLIGHTS: readonly { title: () => string; text: () => string }[] = [
  { title: m.market_highlight_penthouses_title, text: m.market_highlight_penthouses_text },
  { title: m.market_highlight_yield_title, text: m.market_highlight_yield_text },
  { title: m.market_highlight_plan_title, text: m.market_highlight_plan_text },
  { title: m.market_highlight_supply_title, text: m.market_highlight_supply_text },
];
