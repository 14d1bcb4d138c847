import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { seo } from '../../lib/seo.ts';

/**
 * The canonical one of the page's two URLs. It lives here, not with the page's copy in
 * content/lettings.ts: a route head's imports are in the chunk every page loads, and that copy was.
 */
const LETTINGS_CANONICAL_PATH = '/lettings-property-management';

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
