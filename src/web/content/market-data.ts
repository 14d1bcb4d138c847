/** The /market-data page's static snapshot and tables (fixed figures; the charts below them read the stored listings). */

export const MARKET_SNAPSHOT = {
  total: 113,
  byType: [
    { label: 'Apartments', count: 79 },
    { label: 'Penthouses', count: 23 },
    { label: 'Villas', count: 7 },
    { label: 'Duplexes', count: 4 },
  ],
  /** The static average asking price per square foot, AED. */
  averagePricePerSqFt: 7_850,
  /** Residences in the development as the market pages count them (the landing page and the FAQ give 162 properties). */
  residencesInTotal: 60,
} as const;

export interface SaleTransaction {
  date: string;
  price: number;
  propertyType: string;
  beds: number;
  /** Square feet. */
  area: number;
}

/** Six recorded sales from Sep 2023 to Mar 2024. */
export const RECENT_TRANSACTIONS: readonly SaleTransaction[] = [
  { date: 'Mar 2024', price: 24_500_000, propertyType: 'Apartment', beds: 3, area: 3_520 },
  { date: 'Feb 2024', price: 58_000_000, propertyType: 'Penthouse', beds: 4, area: 9_140 },
  { date: 'Jan 2024', price: 14_800_000, propertyType: 'Apartment', beds: 2, area: 2_180 },
  { date: 'Dec 2023', price: 12_700_000, propertyType: 'Apartment', beds: 2, area: 1_980 },
  { date: 'Oct 2023', price: 140_000_000, propertyType: 'Signature Villa', beds: 4, area: 13_380 },
  { date: 'Sep 2023', price: 19_750_000, propertyType: 'Apartment', beds: 3, area: 3_050 },
];

/** The second, more recent set. */
export const LATEST_TRANSACTIONS: readonly SaleTransaction[] = [
  { date: 'May 2025', price: 45_000_000, propertyType: 'Apartment', beds: 4, area: 6_455 },
  { date: 'May 2025', price: 27_500_000, propertyType: 'Apartment', beds: 2, area: 3_400 },
  { date: 'Apr 2025', price: 72_000_000, propertyType: 'Penthouse', beds: 4, area: 10_250 },
  { date: 'Mar 2025', price: 31_200_000, propertyType: 'Apartment', beds: 3, area: 4_160 },
  { date: 'Feb 2025', price: 165_000_000, propertyType: 'Signature Villa', beds: 5, area: 16_468 },
  { date: 'Jan 2025', price: 22_900_000, propertyType: 'Apartment', beds: 2, area: 2_840 },
];

export const INVESTMENT_HIGHLIGHTS: readonly { title: string; text: string }[] = [
  {
    title: 'Penthouses from AED 12.7M',
    text: 'Entry to the development’s top floors starts at AED 12.7 million, with signature villas from AED 140 million.',
  },
  {
    title: '6–8% gross rental yield',
    text: 'Branded, serviced homes on the Crescent let well year-round, with peak demand in the winter season.',
  },
  {
    title: '40/60 payment plan',
    text: '40% during construction and 60% on handover, transferable on resale before completion.',
  },
  {
    title: 'Scarce supply',
    text: 'A small number of residences on finished land: the Palm has no new frond to build.',
  },
];
