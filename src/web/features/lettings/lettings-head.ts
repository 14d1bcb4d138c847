import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { LETTINGS_CANONICAL_PATH } from '../../content/lettings.ts';
import { seo } from '../../lib/seo.ts';

/** Both lettings URLs share one head whose canonical link is /lettings-property-management. */
export function lettingsHead(siteUrl: string) {
  return seo({
    title: pageTitle(m.lettings_title()),
    description: m.lettings_description(),
    path: LETTINGS_CANONICAL_PATH,
    siteUrl,
    image: '/media/gallery/interior-2.webp',
  });
}
