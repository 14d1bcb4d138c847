import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AGENT_ID_MESSAGE,
  PERMIT_EXPIRY_MESSAGE,
  propertyInputSchema,
  propertyUpdateSchema,
} from '../../shared/properties/schemas.ts';
import type { PropertyListing } from '../../shared/properties/types.ts';
import { dubaiDate } from '../../shared/properties/advertising.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { localeInput } from '../../shared/i18n/translations.ts';
import { byIdInput } from '../../shared/validation.ts';
import { gone, invalidField, notFound } from '../errors.ts';
import { listingChangeEntries } from '../audit/audit-entries.ts';
import { publicProcedure, router, staffProcedure } from '../trpc/init.ts';
import { permitQrSvg } from './permit-qr.ts';
import { listingPropertyChanged, refuseWhileOnPortal } from '../integrations/property-finder/listing-events.ts';
import { advertisingRule } from './advertising-rule.ts';
import { PropertyRepository } from './property.repository.ts';
import { AgentRepository } from '../agents/agent.repository.ts';
import { recordListingChange } from '../alerts/listing-changes.ts';

/** A listing names an agent who exists: a 400 on `agentId` (before, the foreign key failed as a 500). */
async function requireAgent(em: EntityManager, agentId: number | null | undefined): Promise<void> {
  if (agentId && !(await new AgentRepository(em).exists(agentId)))
    throw invalidField('agentId', AGENT_ID_MESSAGE, agentId);
}

const PROPERTY_NOT_FOUND = 'Property not found';
export const PROPERTY_GONE = 'This residence is no longer available';

/**
 * The key of a public read that follows the advertising rule: the rule's day is in it, so a permit
 * that ends tonight leaves the answers kept (see PublicReadCache) at midnight in Dubai.
 */
const advertisedKey = (read: string, locale: Locale | undefined) =>
  `properties.${read} ${locale ?? 'all'} ${dubaiDate()}`;

/** A residence's id and, on the public pages, the page's language. */
const byIdInLanguage = byIdInput.extend(localeInput.shape);

/** The public page of one residence: the listing with its permit QR code, or residences like a gone one. */
async function publicListing(em: EntityManager, id: number, locale: Locale | undefined): Promise<PropertyListing> {
  const repository = new PropertyRepository(em);
  const rule = await advertisingRule(em);
  const listing = await repository.findPublic(id, rule, locale);
  if (listing.state === 'hidden') throw notFound(PROPERTY_NOT_FOUND);
  const { property } = listing;
  if (listing.state === 'gone')
    return {
      state: 'gone',
      id: property.id,
      title: property.title,
      similar: await repository.similarTo(property, rule, locale),
    };
  return {
    state: 'advertised',
    property,
    permitQrSvg: property.permitUrl ? permitQrSvg(property.permitUrl) : null,
  };
}

export const propertiesRouter = router({
  /** The advertised listings; sold, let and withdrawn units (and, when required, unpermitted ones) are left out. */
  list: publicProcedure
    .input(localeInput.optional())
    .query(({ ctx, input }) =>
      ctx.services.publicReads.read(advertisedKey('list', input?.locale), async () =>
        new PropertyRepository(ctx.em).list(await advertisingRule(ctx.em), input?.locale),
      ),
    ),

  featured: publicProcedure
    .input(localeInput.optional())
    .query(({ ctx, input }) =>
      ctx.services.publicReads.read(advertisedKey('featured', input?.locale), async () =>
        new PropertyRepository(ctx.em).featured(await advertisingRule(ctx.em), input?.locale),
      ),
    ),

  /** One advertised listing; a unit off the market is "gone" (the REST API answers 410), anything else not found. */
  byId: publicProcedure.input(byIdInLanguage).query(async ({ ctx, input }) => {
    const rule = await advertisingRule(ctx.em);
    const listing = await new PropertyRepository(ctx.em).findPublic(input.id, rule, input.locale);
    if (listing.state === 'gone') throw gone(PROPERTY_GONE);
    if (listing.state === 'hidden') throw notFound(PROPERTY_NOT_FOUND);
    return listing.property;
  }),

  /** The public page of one residence: the listing with its permit QR code, or residences like a gone one. */
  listing: publicProcedure
    .input(byIdInLanguage)
    .query(({ ctx, input }) =>
      ctx.services.publicReads.read(advertisedKey(`listing ${input.id}`, input.locale), () =>
        publicListing(ctx.em, input.id, input.locale),
      ),
    ),

  /** Every listing, whatever its status or permit, with who changed its status: the console's list. */
  staffList: staffProcedure('listings.read').query(({ ctx }) => new PropertyRepository(ctx.em).staffList()),

  staffById: staffProcedure('listings.read')
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const property = await new PropertyRepository(ctx.em).staffFindById(input.id);
      if (!property) throw notFound(PROPERTY_NOT_FOUND);
      return property;
    }),

  create: staffProcedure('content.edit')
    .input(propertyInputSchema)
    .mutation(async ({ ctx, input }) => {
      await requireAgent(ctx.em, input.agentId);
      return ctx.services.audit.recordWith(
        ctx,
        async (em) => {
          const created = await new PropertyRepository(em).create(input, ctx.user.username);
          await recordListingChange(em, null, created);
          return created;
        },
        (created) => listingChangeEntries(null, created),
      );
    }),

  update: staffProcedure('content.edit')
    .input(propertyUpdateSchema)
    .mutation(async ({ ctx, input }) => {
      await requireAgent(ctx.em, input.data.agentId);
      const { property } = await ctx.services.audit.recordWith(
        ctx,
        async (em) => {
          const repository = new PropertyRepository(em);
          const before = await repository.staffFindById(input.id);
          const property = await repository.update(input.id, input.data, ctx.user.username);
          if (property && property !== 'permit-dates') {
            await recordListingChange(em, before, property);
            // A live portal listing follows the change: updated, or taken down when off the market.
            await listingPropertyChanged(em, property);
          }
          return { before, property };
        },
        ({ before, property }) =>
          before && property && property !== 'permit-dates' ? listingChangeEntries(before, property) : null,
      );
      if (!property) throw notFound(PROPERTY_NOT_FOUND);
      if (property === 'permit-dates')
        // Only one of the dates was sent and the stored other one contradicts it: refused like a form error.
        throw invalidField('permitExpiresOn', PERMIT_EXPIRY_MESSAGE, input.data);
      return property;
    }),

  delete: staffProcedure('content.edit')
    .input(byIdInput)
    .mutation(async ({ ctx, input }) => {
      const deleted = await ctx.services.audit.recordWith(
        ctx,
        async (em) => {
          // Deleting it would leave the portal advertising a residence we no longer hold.
          await refuseWhileOnPortal(em, input.id);
          return new PropertyRepository(em).delete(input.id);
        },
        (done) => (done ? { action: 'listing.deleted', subject: `listing ${input.id}` } : null),
      );
      if (!deleted) throw notFound(PROPERTY_NOT_FOUND);
      return { success: true as const, id: input.id };
    }),
});
