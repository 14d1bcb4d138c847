import { defineEntity, p, type EventArgs, type InferEntity } from '@mikro-orm/core';
import type { PaymentMilestone } from '../../shared/cost-to-own/schemas.ts';
import type {
  Completion,
  Furnishing,
  ListingCategory,
  Market,
  Portal,
  RentFrequency,
} from '../../shared/properties/portal-listing.ts';
import { TRANSLATED_LOCALES } from '../../shared/i18n/translations.ts';
import type { ImageTexts } from '../../shared/properties/image-texts.ts';
import type { PropertyTranslationMap } from '../../shared/properties/localized-text.ts';
import type { PropertyStatus, PropertyType } from '../../shared/properties/schemas.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { sanitizeDescription } from './description-html.ts';

/**
 * A residence the agency sells or lets. `price` is text because the documented /api answers carry
 * it as text: whole AED digits, with "0" meaning price on request.
 */
export const PropertySchema = defineEntity({
  name: 'Property',
  tableName: 'properties',
  properties: {
    id: p.integer().primary(),
    /** What the portals know the listing by (SSPJ-0001); a database trigger sets it from the id on insert. */
    reference: p.string().length(40).unique().default(''),
    title: p.string().length(200),
    type: p.string().length(40).$type<PropertyType>().index(),
    description: p.text(),
    /** Its texts in the site's other languages (see src/shared/i18n/translations.ts); the pages fall back to English. */
    translations: p
      .json<PropertyTranslationMap>()
      .defaultRaw(`'{}'`)
      .onCreate(() => ({})),
    price: p.string().length(40),
    bedrooms: p.integer().index(),
    bathrooms: p.string().length(20),
    area: p.string().length(40),
    imageUrl: p.text(),
    photos: p.array().default([]),
    featured: p.boolean().default(false).index(),
    status: p.string().length(40).$type<PropertyStatus>().default('Available').index(),
    location: p.string().length(200).nullable(),
    virtualTourUrl: p.text().nullable(),
    floorPlanUrl: p.text().nullable(),
    /** By image URL, the caption and alt text staff wrote per language (see src/shared/properties/image-texts.ts). */
    imageTexts: p
      .json<Record<string, ImageTexts>>()
      .defaultRaw(`'{}'`)
      .onCreate(() => ({})),
    view: p.string().length(120).nullable(),
    floor: p.string().length(60).nullable(),
    parking: p.string().length(60).nullable(),
    furnished: p.string().length(60).nullable(),
    completionStatus: p.string().length(60).nullable(),
    features: p.array().default([]),
    privateAmenities: p.array().default([]),
    agent: () => p.manyToOne(AgentSchema).nullable().deleteRule('set null').index(),
    // The Trakheesi advertising permit; dates are calendar days in Dubai (YYYY-MM-DD).
    permitNumber: p.string().length(12).nullable(),
    permitIssuedOn: p.date().nullable(),
    permitExpiresOn: p.date().nullable().index(),
    permitUrl: p.text().nullable(),
    // What the portals need (issue #31); see src/shared/properties/portal-listing.ts.
    category: p.string().length(10).$type<ListingCategory>().default('sale'),
    rentFrequency: p.string().length(10).$type<RentFrequency>().nullable(),
    furnishing: p.string().length(20).$type<Furnishing>().nullable(),
    completion: p.string().length(10).$type<Completion>().nullable(),
    market: p.string().length(10).$type<Market>().nullable(),
    videoUrl: p.text().nullable(),
    /** The annual service charge, AED per sq ft (null: not set; the pages say "on request"). */
    serviceChargePerSqft: p.decimal('number').nullable(),
    /** The portals staff ticked the unit for: bayut, dubizzle, propertyfinder. */
    portals: p.array<Portal>().default([]),
    /** When the unit last went live on the portal feeds, and when it came off (it stays as deleted 30 days). */
    feedListedAt: p.datetime().nullable(),
    feedDelistedAt: p.datetime().nullable(),
    // The off-plan payment plan: milestones whose percentages add up to 100 (null: none).
    paymentPlan: p.json<PaymentMilestone[]>().nullable(),
    // Who last set the status and when: a unit marked sold must come down, and staff answer for it.
    statusChangedAt: p.datetime().nullable(),
    statusChangedBy: p.string().length(100).nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type Property = InferEntity<typeof PropertySchema>;

/**
 * Descriptions (in every language) are stored sanitised: cleaned once as they are written (by any
 * path: staff forms, the REST API, the seeder), so no read pays for it and every reader gets safe markup.
 */
function sanitizeDescriptionOnWrite({ entity }: EventArgs<Property>): void {
  entity.description = sanitizeDescription(entity.description);
  for (const locale of TRANSLATED_LOCALES) {
    const description = entity.translations?.[locale]?.description;
    if (typeof description === 'string') {
      const clean = sanitizeDescription(description);
      // A new object, so the flush sees the JSON column changed.
      if (clean !== description)
        entity.translations = {
          ...entity.translations,
          [locale]: { ...entity.translations[locale], description: clean },
        };
    }
  }
}
PropertySchema.addHook('beforeCreate', sanitizeDescriptionOnWrite);
PropertySchema.addHook('beforeUpdate', sanitizeDescriptionOnWrite);
