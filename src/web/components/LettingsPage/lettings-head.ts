import { pageTitle } from '../../../shared/agency.ts';
import { LETTINGS_CANONICAL_PATH } from '../../content/lettings.ts';
import { seo } from '../../lib/seo.ts';

/** Both lettings URLs share one head whose canonical link is /lettings-property-management. */
export function lettingsHead(siteUrl: string) {
  return seo({
    title: pageTitle('Lettings & Property Management'),
    description:
      'Lettings and property management at Six Senses Residences, Palm Jumeirah: 6–8% gross yields, an 8–10% management fee, 100+ homes managed and 24/7 support.',
    path: LETTINGS_CANONICAL_PATH,
    siteUrl,
    image: '/media/gallery/interior-2.webp',
  });
}
