import { createFileRoute } from '@tanstack/react-router';
import { m } from '../../shared/paraglide/messages.js';
import { HERO_IMAGE } from '../content/hero-image.ts';
import { seo } from '../lib/seo.ts';
import { amenitiesQuery, featuredQuery, galleryQuery } from '../queries.ts';
import { mediaSrcSet } from '../ui/MediaImage/MediaImage.tsx';
import { LandingPage } from './-components/LandingPage.tsx';

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient, trpc } }) => {
    // In the first bytes when they answer; a failure leaves the section to its empty state.
    await Promise.all([
      queryClient.prefetchQuery(featuredQuery(trpc)),
      queryClient.prefetchQuery(amenitiesQuery(trpc)),
      queryClient.prefetchQuery(galleryQuery(trpc)),
    ]);
  },
  head: ({ match }) => {
    const head = seo({
      title: m.landing_title({ site: m.site_name() }),
      description: m.landing_description(),
      path: '/',
      siteUrl: match.context.siteUrl,
    });
    // The hero photo is the page's largest paint: fetched from the head, before the stylesheets and
    // fonts, at the size the phone or screen will use.
    const heroPreload = {
      rel: 'preload',
      as: 'image',
      href: HERO_IMAGE.src,
      imageSrcSet: mediaSrcSet(HERO_IMAGE.src, HERO_IMAGE.width),
      imageSizes: '100vw',
      fetchPriority: 'high',
    };
    return { ...head, links: [heroPreload, ...head.links] };
  },
  component: LandingPage,
});
