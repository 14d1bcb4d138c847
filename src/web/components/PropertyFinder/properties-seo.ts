import { pageTitle } from '../../../shared/agency.ts';

/** Head of the finder, shared by /properties and /properties-old (whose canonical is /properties). */
export const PROPERTIES_SEO = {
  title: pageTitle('Properties for Sale'),
  description:
    'Penthouses, sky villas and signature villas for sale at Six Senses Residences, Palm Jumeirah: ' +
    'branded residences with wellness at their heart, on the Crescent of the Palm in Dubai.',
  path: '/properties',
  image: '/media/main-photo.webp',
};
