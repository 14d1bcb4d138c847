import { z } from 'zod';
import { MARKET_SOURCES } from './types.ts';

/** The /api answer of the simplified market listings (see properties/responses.ts for how answers are checked). */
export const marketListingsResponse = z
  .object({
    properties: z.array(
      z
        .object({
          id: z.number().int(),
          externalId: z.string(),
          title: z.string(),
          source: z.enum(MARKET_SOURCES),
          type: z.enum(['Apartment', 'Penthouse', 'Villa']),
          price: z.number().nullable().meta({ description: 'Whole AED; null when the portal shows none.' }),
          priceUnit: z.enum(['sale', 'per year']).nullable(),
          bedrooms: z.number().nullable(),
          bathrooms: z.number().nullable(),
          area: z.number().nullable().meta({ description: 'Square feet.' }),
          location: z.string().nullable(),
          imageUrl: z.string().nullable(),
          propertyUrl: z.string(),
          agentName: z.string().nullable(),
          listedDate: z.string().nullable(),
          createdAt: z.string().meta({ format: 'date-time' }),
        })
        .meta({ id: 'MarketListing' }),
    ),
  })
  .meta({ id: 'MarketListings' });
