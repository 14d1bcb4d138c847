import { m } from '../../shared/paraglide/messages.js';

/** The agency's other websites: a carousel and a grid of four. The descriptions are messages (`sister_*`). */

export interface SisterSite {
  id: string;
  name: string;
  /** The address as displayed, without scheme. */
  url: string;
  fullUrl: string;
  description: () => string;
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
    description: m.sister_villas_text,
    icon: 'PV',
    colour: '#7A2E7C',
  },
  {
    id: 'dubai-branded-residences',
    name: 'Dubai Branded Residences',
    url: 'dubaibrandedresidences.ae',
    fullUrl: 'https://dubaibrandedresidences.ae',
    description: m.sister_branded_text,
    icon: 'BR',
    colour: '#1B1F2A',
  },
  {
    id: 'emirates-hills-estates',
    name: 'Emirates Hills Estates',
    url: 'emirateshillsestates.ae',
    fullUrl: 'https://emirateshillsestates.ae',
    description: m.sister_emirates_hills_text,
    icon: 'EH',
    colour: '#2F5D50',
  },
  {
    id: 'dubai-property-valuations',
    name: 'Dubai Property Valuations',
    url: 'dubaipropertyvaluations.ae',
    fullUrl: 'https://dubaipropertyvaluations.ae',
    description: m.sister_valuations_text,
    icon: 'DV',
    colour: '#8A4B1F',
  },
];

/** The carousel advances every 5 seconds: time to read a slide's two lines. */
export const SISTER_SITE_CAROUSEL_MS = 5000;
