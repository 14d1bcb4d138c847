import { z } from 'zod';
import { amenityResponse } from '../../../shared/amenities/schemas.ts';
import { exchangeRatesResponse } from '../../../shared/exchange-rates/responses.ts';
import { galleryImageResponse } from '../../../shared/gallery/schemas.ts';
import { marketListingsResponse } from '../../../shared/market-listings/responses.ts';
import { testimonialResponse } from '../../../shared/testimonials/schemas.ts';
import { defineRoute, noInput } from '../define-route.ts';

/** What the landing page shows besides the listings, and the market figures: public reads only. */
export const siteContentRoutes = [
  defineRoute({
    method: 'GET',
    url: '/amenities',
    summary: 'List the amenities',
    tag: 'Site content',
    cacheSeconds: 60,
    input: noInput,
    response: z.array(amenityResponse),
    handle: (c) => c.amenities.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/gallery',
    summary: 'List the gallery images',
    tag: 'Site content',
    cacheSeconds: 60,
    input: noInput,
    response: z.array(galleryImageResponse),
    handle: (c) => c.gallery.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/testimonials',
    summary: 'List the testimonials',
    tag: 'Site content',
    cacheSeconds: 60,
    input: noInput,
    response: z.array(testimonialResponse),
    handle: (c) => c.testimonials.list(),
  }),
  defineRoute({
    method: 'GET',
    url: '/market-listings-simplified',
    summary: 'List the market listings of the portals',
    description: 'Every active listing read from Property Finder and Bayut, in one answer.',
    tag: 'Site content',
    cacheSeconds: 300,
    input: noInput,
    response: marketListingsResponse,
    handle: (c) => c.marketListings.simplified(),
  }),
  defineRoute({
    method: 'GET',
    url: '/exchange-rates',
    summary: 'Read the exchange rates',
    tag: 'Site content',
    cacheSeconds: 300,
    input: noInput,
    response: exchangeRatesResponse,
    handle: (c) => c.exchangeRates.latest(),
  }),
];
