import type { EntityManager } from '@mikro-orm/postgresql';
import { AGENCY_REGISTRATION_ID, AgencyRegistrationSchema } from '../../agency/agency-registration.entity.ts';
import { ArticleSchema } from '../../articles/article.entity.ts';
import { AgentSchema } from '../../agents/agent.entity.ts';
import { AmenitySchema } from '../../amenities/amenity.entity.ts';
import { MessageTemplateSchema } from '../../conversations/message-template.entity.ts';
import { GalleryImageSchema } from '../../gallery/gallery-image.entity.ts';
import { ScrapedListingSchema } from '../../market-listings/scraped-listing.entity.ts';
import { addDays, ADVERTISE_ONLY_WITH_VALID_PERMIT, dubaiDate } from '../../../shared/properties/advertising.ts';
import type { PropertyType } from '../../../shared/properties/schemas.ts';
import { PropertySchema } from '../../properties/property.entity.ts';
import { ConsoleSettingSchema } from '../../settings/console-setting.entity.ts';
import { DealPartySchema, DealPaymentSchema, DealSchema, DealStageEventSchema } from '../../deals/deal.entity.ts';
import { TestimonialSchema } from '../../testimonials/testimonial.entity.ts';
import { agencyRegistration } from './data/agency-registration.ts';
import { agents } from './data/agents.ts';
import { demoArticles } from './data/articles/index.ts';
import { demoDeals } from './data/deals.ts';
import { amenities } from './data/amenities.ts';
import { galleryImages } from './data/gallery.ts';
import { marketListings } from './data/market-listings.ts';
import { messageTemplates } from './data/message-templates.ts';
import { paymentPlans } from './data/payment-plans.ts';
import { portalListingOf } from './data/portal-listings.ts';
import { properties } from './data/properties.ts';
import { testimonials } from './data/testimonials.ts';
import {
  agentTranslations,
  AMENITY_TEXTS,
  GALLERY_TEXTS,
  propertyTranslations,
  TESTIMONIAL_TEXTS,
} from './data/translations/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface TableResult {
  label: string;
  seeded: number;
  existing: number;
}

/**
 * Fills the public content tables with the demo agency's content. Each table is seeded only while it is
 * empty, all in one transaction, so running it again (or after staff have edited content) changes nothing.
 * Users, sessions and inquiries are never seeded (demo deals are of no lead). Returns a one-line summary.
 */
/**
 * The demo's annual service charges, AED per sq ft by type: illustrative figures in the range Dubai's
 * service-charge index shows for Palm Jumeirah's branded towers (apartments above villas, per sq ft).
 */
const DEMO_SERVICE_CHARGE: Record<PropertyType, number> = {
  Apartment: 36.5,
  Penthouse: 41,
  Townhouse: 32,
  Villa: 29.5,
  Mansion: 29.5,
};

export async function seedDemoContent(em: EntityManager): Promise<string> {
  const now = new Date();
  const results = await em.transactional(async (tem) => {
    const done: TableResult[] = [];

    // Returns whether the table is empty, recording the outcome either way.
    const whenEmpty = async (label: string, count: Promise<number>, seeded: number) => {
      const existing = await count;
      done.push({ label, seeded: existing === 0 ? seeded : 0, existing });
      return existing === 0;
    };

    if (await whenEmpty('agents', tem.count(AgentSchema), agents.length)) {
      for (const { key, ...agent } of agents)
        tem.create(AgentSchema, { ...agent, translations: agentTranslations(key) });
      await tem.flush();
    }

    const seedingProperties = await whenEmpty('properties', tem.count(PropertySchema), properties.length);
    if (seedingProperties) {
      // Agents are matched by e-mail so properties still find them when the agents table was seeded earlier.
      const emailByKey = new Map(agents.map((agent) => [agent.key, agent.email]));
      const stored = await tem.find(AgentSchema, { email: { $in: [...emailByKey.values()] } });
      const agentByEmail = new Map(stored.map((agent) => [agent.email, agent]));
      for (const seed of properties) {
        const { agentKey, permitIssuedDaysAgo, ...property } = seed;
        const email = emailByKey.get(agentKey);
        // Permits are dated from today so the demo's permits stay valid (a year each) whenever it is seeded.
        const permitIssuedOn = dubaiDate(new Date(now.getTime() - permitIssuedDaysAgo * DAY_MS));
        tem.create(PropertySchema, {
          ...property,
          ...portalListingOf(seed),
          translations: propertyTranslations(seed),
          paymentPlan: paymentPlans[property.id] ?? null,
          serviceChargePerSqft: DEMO_SERVICE_CHARGE[property.type],
          permitIssuedOn,
          permitExpiresOn: addDays(permitIssuedOn, 365),
          permitUrl: `https://trakheesi.dubailand.gov.ae/permits/verify/${property.permitNumber}`,
          statusChangedAt: now,
          agent: (email && agentByEmail.get(email)) || null,
        });
      }
      await tem.flush();
      // Ids were given explicitly (the blog links to /properties/135): move the sequence past them.
      await tem.execute(`select setval(pg_get_serial_sequence('properties', 'id'), (select max(id) from properties))`);
    }

    if (await whenEmpty('amenities', tem.count(AmenitySchema), amenities.length)) {
      for (const amenity of amenities)
        tem.create(AmenitySchema, { ...amenity, translations: AMENITY_TEXTS[amenity.name] ?? {} });
    }

    if (await whenEmpty('gallery images', tem.count(GalleryImageSchema), galleryImages.length)) {
      for (const image of galleryImages)
        tem.create(GalleryImageSchema, { ...image, translations: GALLERY_TEXTS[image.title] ?? {} });
    }

    if (await whenEmpty('testimonials', tem.count(TestimonialSchema), testimonials.length)) {
      for (const testimonial of testimonials)
        tem.create(TestimonialSchema, { ...testimonial, translations: TESTIMONIAL_TEXTS[testimonial.name] ?? {} });
    }

    const articles = demoArticles();
    if (await whenEmpty('blog articles', tem.count(ArticleSchema), articles.length)) {
      for (const article of articles) tem.create(ArticleSchema, article);
    }

    if (await whenEmpty('market listings', tem.count(ScrapedListingSchema), marketListings.length)) {
      // Listing dates are relative to today so the page always shows fresh ages ('Today', 'N days ago').
      for (const { listedDaysAgo, ...listing } of marketListings) {
        const listedAt = new Date(now.getTime() - listedDaysAgo * DAY_MS);
        tem.create(ScrapedListingSchema, {
          ...listing,
          listedDate: listedAt.toISOString().slice(0, 10),
          createdAt: listedAt,
          updatedAt: listedAt,
        });
      }
    }

    if (await whenEmpty('message templates', tem.count(MessageTemplateSchema), messageTemplates.length)) {
      for (const template of messageTemplates) tem.create(MessageTemplateSchema, template);
    }

    if (await whenEmpty('agency registration', tem.count(AgencyRegistrationSchema), 1)) {
      tem.create(AgencyRegistrationSchema, { id: AGENCY_REGISTRATION_ID, ...agencyRegistration });
    }

    // Deals on the demo's own residences and agents, with their stage history and payments.
    if (seedingProperties && (await whenEmpty('deals', tem.count(DealSchema), demoDeals.length))) {
      const byEmail = new Map((await tem.find(AgentSchema, {})).map((agent) => [agent.email, agent] as const));
      const emailByKey = new Map(agents.map((agent) => [agent.key, agent.email]));
      for (const seed of demoDeals) {
        const start = now.getTime() - seed.startedDaysAgo * DAY_MS;
        const stage = seed.stages.at(-1) ?? 'offer';
        const deal = tem.create(DealSchema, {
          kind: seed.kind,
          stage,
          property: seed.propertyId,
          agent: byEmail.get(emailByKey.get(seed.agentKey) ?? '') ?? null,
          priceAed: seed.priceAed,
          commissionRatePct: seed.commissionRatePct,
          agentSplitPct: seed.agentSplitPct,
          otherAgencyName: seed.otherAgency?.name ?? null,
          otherAgencySplitPct: seed.otherAgency?.splitPct ?? null,
          lostReason: seed.lostReason ?? null,
          closedAt: stage === 'lost' || stage === 'completed' ? now : null,
          createdAt: new Date(start),
          updatedAt: now,
        });
        // The moves spread evenly from the start to today.
        const path = ['offer' as const, ...seed.stages];
        path.forEach((toStage, index) =>
          tem.create(DealStageEventSchema, {
            deal,
            fromStage: index === 0 ? null : path[index - 1],
            toStage,
            at: new Date(start + ((now.getTime() - start) * index) / path.length),
            note: toStage === 'lost' ? (seed.lostReason ?? null) : null,
          }),
        );
        for (const party of seed.parties) tem.create(DealPartySchema, { ...party, deal });
        for (const payment of seed.payments) {
          const receivedAt = new Date(now.getTime() - payment.daysAgo * DAY_MS);
          tem.create(DealPaymentSchema, { deal, method: payment.method, amountAed: payment.amountAed, receivedAt });
        }
      }
    }

    // The demo agency advertises only listings with a valid permit, as a Dubai agency must. Only
    // with the demo's own (permitted) listings: turned on over older listings it would empty the site.
    if (seedingProperties && (await whenEmpty('console settings', tem.count(ConsoleSettingSchema), 1))) {
      tem.create(ConsoleSettingSchema, { key: ADVERTISE_ONLY_WITH_VALID_PERMIT, value: true, updatedAt: now });
    }

    await tem.flush();
    return done;
  });

  const seeded = results.filter((table) => table.seeded > 0);
  const kept = results.filter((table) => table.seeded === 0);
  const list = (tables: TableResult[], pick: (table: TableResult) => number) =>
    tables.map((table) => `${pick(table)} ${table.label}`).join(', ');
  if (seeded.length === 0) return `Demo content already present, nothing seeded (${list(kept, (t) => t.existing)}).`;
  const keptNote = kept.length ? `; kept existing ${list(kept, (t) => t.existing)}` : '';
  return `Seeded demo content: ${list(seeded, (t) => t.seeded)}${keptNote}.`;
}
