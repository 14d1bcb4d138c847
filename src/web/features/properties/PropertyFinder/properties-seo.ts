import { pageTitle } from '../../../../shared/agency.ts';
import { m } from '../../../../shared/paraglide/messages.js';

/** Head of the finder, shared by /properties and /properties-old (whose canonical is /properties); read when the head is built. */
export function propertiesSeo() {
  return {
    title: pageTitle(m.finder_title()),
    description: m.finder_description(),
    path: '/properties',
    // FALLBACK_PHOTO, written out: imported here or by the finder's route files, ui/MediaImage leaves
    // the chunk every page loads for a chunk of its own (+0.2 kB on every page).
    image: '/media/main-photo.webp',
  };
}
