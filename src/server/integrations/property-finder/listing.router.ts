import { z } from 'zod';
import { byIdInput } from '../../../shared/validation.ts';
import { notFound } from '../../errors.ts';
import { PropertySchema } from '../../properties/property.entity.ts';
import type { Context } from '../../trpc/context.ts';
import { router, staffProcedure } from '../../trpc/init.ts';
import { requestListing } from './listing-events.ts';
import { listingView, openListingActions } from './listing-panel.ts';
import { PropertyFinderLocationSchema } from './portal-listing.entity.ts';

const locationInput = z.object({ locationId: z.number().int().positive(), name: z.string().trim().min(1).max(300) });

async function residence(ctx: Pick<Context, 'em'>, id: number) {
  const property = await ctx.em.findOne(PropertySchema, { id });
  if (!property) throw notFound('Listing not found');
  return property;
}

/** Residences on Property Finder: the panel on each residence's edit screen, and the development's location. */
export const propertyFinderListingsRouter = router({
  listing: staffProcedure('listings.read')
    .input(byIdInput)
    .query(async ({ ctx, input }) => listingView(ctx.em, ctx.services.propertyFinder, await residence(ctx, input.id))),

  openActions: staffProcedure('listings.read').query(({ ctx }) => openListingActions(ctx.em)),

  publish: staffProcedure('portals.publish')
    .input(byIdInput)
    .mutation(async ({ ctx, input }) => {
      const property = await residence(ctx, input.id);
      await ctx.services.audit.recordWith(
        ctx,
        (em) => requestListing(em, property, 'live'),
        () => ({ action: 'portal.publish_requested', subject: `listing ${property.reference}` }),
      );
      return listingView(ctx.em, ctx.services.propertyFinder, property);
    }),

  unpublish: staffProcedure('portals.publish')
    .input(byIdInput)
    .mutation(async ({ ctx, input }) => {
      const property = await residence(ctx, input.id);
      await ctx.services.audit.recordWith(
        ctx,
        (em) => requestListing(em, property, 'down'),
        () => ({ action: 'portal.unpublish_requested', subject: `listing ${property.reference}` }),
      );
      return listingView(ctx.em, ctx.services.propertyFinder, property);
    }),

  location: staffProcedure('integrations.manage').query(async ({ ctx }) => {
    const chosen = await ctx.em.findOne(PropertyFinderLocationSchema, { id: 1 });
    return chosen ? { locationId: chosen.locationId, name: chosen.name, chosenAt: chosen.chosenAt } : null;
  }),

  searchLocations: staffProcedure('integrations.manage')
    .input(z.object({ search: z.string().trim().min(2, 'Type at least 2 letters').max(100) }))
    .query(async ({ ctx, input }) => {
      const answer = await ctx.services.propertyFinder.call(ctx.em, (client) => client.searchLocations(input.search));
      if (!answer.ok) return answer;
      const value = answer.value.map((l) => ({ id: l.id, name: String(l.path ?? l.name ?? l.id) }));
      return { ok: true as const, value };
    }),

  setLocation: staffProcedure('integrations.manage')
    .input(locationInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.audit.recordWith(
        ctx,
        async (em) => {
          await em.upsert(PropertyFinderLocationSchema, {
            id: 1,
            locationId: input.locationId,
            name: input.name,
            chosenBy: ctx.user.username,
            chosenAt: new Date(),
          });
        },
        () => ({
          action: 'integration.changed',
          subject: 'Property Finder',
          details: { location: `${input.name} (${input.locationId})` },
        }),
      );
      return { locationId: input.locationId, name: input.name };
    }),
});
