import { defineRoute, noInput } from '../define-route.ts';

/** What the landing page shows besides the listings, and the market figures: public reads only. */
export const siteContentRoutes = [
  defineRoute({
    method: 'GET',
    url: '/amenities',
    cacheSeconds: 60,
    input: noInput,
    handle: (c) => c.amenities.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/gallery',
    cacheSeconds: 60,
    input: noInput,
    handle: (c) => c.gallery.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/testimonials',
    cacheSeconds: 60,
    input: noInput,
    handle: (c) => c.testimonials.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/market-listings-simplified',
    cacheSeconds: 300,
    input: noInput,
    handle: (c) => c.marketListings.simplified(),
  }),
  defineRoute({
    method: 'GET',
    url: '/exchange-rates',
    cacheSeconds: 300,
    input: noInput,
    handle: (c) => c.exchangeRates.latest(),
  }),
];
