/** The agency's other websites: a carousel and a grid of four. */

export interface SisterSite {
  id: string;
  name: string;
  /** The address as displayed, without scheme. */
  url: string;
  fullUrl: string;
  description: string;
  /** A short monogram shown in the coloured medallion. */
  icon: string;
  /** The medallion's colour; dark enough for white text (WCAG AA). */
  colour: string;
}

export const SISTER_SITES: readonly SisterSite[] = [
  {
    id: 'palm-jumeirah-villas',
    name: 'Palm Jumeirah Villas',
    url: 'palmjumeirahvillas.ae',
    fullUrl: 'https://palmjumeirahvillas.ae',
    description:
      'Frond and Crescent villas across the whole Palm, with off-market signature homes and beachfront plots.',
    icon: 'PV',
    colour: '#7A2E7C',
  },
  {
    id: 'dubai-branded-residences',
    name: 'Dubai Branded Residences',
    url: 'dubaibrandedresidences.ae',
    fullUrl: 'https://dubaibrandedresidences.ae',
    description: 'Hotel-serviced homes by the world’s great hospitality brands, compared side by side.',
    icon: 'BR',
    colour: '#1B1F2A',
  },
  {
    id: 'emirates-hills-estates',
    name: 'Emirates Hills Estates',
    url: 'emirateshillsestates.ae',
    fullUrl: 'https://emirateshillsestates.ae',
    description: 'Mansions on the golf course in Dubai’s most established gated community.',
    icon: 'EH',
    colour: '#2F5D50',
  },
  {
    id: 'dubai-property-valuations',
    name: 'Dubai Property Valuations',
    url: 'dubaipropertyvaluations.ae',
    fullUrl: 'https://dubaipropertyvaluations.ae',
    description: 'Free, independent sale and rental valuations for prime Dubai homes, usually within 24 hours.',
    icon: 'DV',
    colour: '#8A4B1F',
  },
];

/** The carousel advances every 5 seconds: time to read a slide's two lines. */
export const SISTER_SITE_CAROUSEL_MS = 5000;
