import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ADVERTISED_STATUSES,
  addDays,
  dubaiDate,
  isOffMarket,
  PERMIT_WARNING_DAYS,
  permitProblem,
} from '../../shared/properties/advertising.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { mergeTranslations } from '../../shared/i18n/translations.ts';
import { photoUrl, sentImageTexts, storedImageTexts } from '../../shared/properties/image-texts.ts';
import { withFlatTranslations } from '../../shared/properties/localized-text.ts';
import type { PropertyInputParsed } from '../../shared/properties/schemas.ts';
import type {
  FeaturedPropertyView,
  PermitAlert,
  PropertyView,
  StaffPropertyView,
} from '../../shared/properties/types.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import { advertisedFilter, type AdvertisingRule } from './advertising-rule.ts';
import { PropertySchema } from './property.entity.ts';
import { toFeaturedView, toPropertyView, toStaffPropertyView } from './property-views.ts';

/** What the public finds at a listing's address. */
export type PublicListing =
  { state: 'advertised'; property: PropertyView } | { state: 'gone'; property: PropertyView } | { state: 'hidden' };

/** Optional text columns: a blank sent for one of them clears it, so it is stored as null. */
const CLEARABLE_COLUMNS = [
  'location',
  'virtualTourUrl',
  'floorPlanUrl',
  'view',
  'floor',
  'parking',
  'furnished',
  'completionStatus',
  'permitNumber',
  'permitIssuedOn',
  'permitExpiresOn',
  'permitUrl',
  'rentFrequency',
  'furnishing',
  'completion',
  'market',
  'videoUrl',
  'serviceChargePerSqft',
] as const;
type ClearableColumn = (typeof CLEARABLE_COLUMNS)[number];

function clearedColumns(input: Partial<Record<ClearableColumn, unknown>>): Partial<Record<ClearableColumn, null>> {
  const cleared: Partial<Record<ClearableColumn, null>> = {};
  for (const key of CLEARABLE_COLUMNS) if (key in input && input[key] === undefined) cleared[key] = null;
  return cleared;
}

/** The input with its translations apart: the `translations` object, and the flat fields integrators may send. */
function splitFlatTranslations<Input extends Partial<PropertyInputParsed>>(input: Input) {
  const { titleAr, descriptionAr, titleRu, descriptionRu, titleZh, descriptionZh, translations, ...rest } = input;
  const flat = { titleAr, descriptionAr, titleRu, descriptionRu, titleZh, descriptionZh };
  // Only the flat fields the input names: one absent changes nothing, one sent blank clears it.
  for (const key of Object.keys(flat) as (keyof typeof flat)[]) if (!(key in input)) delete flat[key];
  return { ...rest, translations: { written: translations, flat } };
}

/** The images a residence shows, whose texts are kept: the main photo, the gallery and the floor plan. */
const imageUrls = (property: { imageUrl: string; photos?: string[] | null; floorPlanUrl?: string | null }) => [
  property.imageUrl,
  ...(property.photos ?? []),
  property.floorPlanUrl,
];

/** The form sends numbers; the columns keep them as text: whole AED, bathrooms as given, whole sq ft. */
const storedPrice = (price: number) => String(Math.round(price));
const storedBathrooms = (bathrooms: number) => String(bathrooms);
const storedArea = (area: number) => String(Math.round(area));

export class PropertyRepository {
  constructor(private readonly em: EntityManager) {}

  /** The advertised listings, as the public pages and lists show them. */
  async list(rule: AdvertisingRule, locale?: Locale): Promise<PropertyView[]> {
    const properties = await this.em.find(PropertySchema, advertisedFilter(rule), {
      populate: ['agent'],
      orderBy: { featured: 'desc', id: 'asc' },
    });
    return properties.map((property) => toPropertyView(property, locale));
  }

  /** Every listing, whatever its status or permit: the console's list. */
  async staffList(): Promise<StaffPropertyView[]> {
    const properties = await this.em.find(
      PropertySchema,
      {},
      { populate: ['agent'], orderBy: { featured: 'desc', id: 'asc' } },
    );
    return properties.map(toStaffPropertyView);
  }

  async staffFindById(id: number): Promise<StaffPropertyView | null> {
    const property = await this.em.findOne(PropertySchema, { id }, { populate: ['agent'] });
    return property ? toStaffPropertyView(property) : null;
  }

  /**
   * One listing as the public finds it: advertised; gone (sold, let or withdrawn: its address
   * answers 410); hidden (no valid permit while the agency requires one, or an unknown id).
   */
  async findPublic(id: number, rule: AdvertisingRule, locale?: Locale): Promise<PublicListing> {
    const property = await this.em.findOne(PropertySchema, { id }, { populate: ['agent'] });
    if (!property) return { state: 'hidden' };
    if (isOffMarket(property.status)) return { state: 'gone', property: toPropertyView(property, locale) };
    const advertised = await this.em.count(PropertySchema, { $and: [{ id }, advertisedFilter(rule)] });
    return advertised ? { state: 'advertised', property: toPropertyView(property, locale) } : { state: 'hidden' };
  }

  /** Up to `limit` advertised residences most like `property`: same type first, then nearest in bedrooms and price. */
  async similarTo(property: PropertyView, rule: AdvertisingRule, locale?: Locale, limit = 3): Promise<PropertyView[]> {
    const candidates = (await this.list(rule, locale)).filter((candidate) => candidate.id !== property.id);
    const price = Number(property.price) || 0;
    const distance = (candidate: PropertyView) =>
      (candidate.type === property.type ? 0 : 100) +
      Math.abs(candidate.bedrooms - property.bedrooms) * 10 +
      (price ? Math.abs((Number(candidate.price) || 0) - price) / price : 0);
    return candidates.sort((a, b) => distance(a) - distance(b)).slice(0, limit);
  }

  /** The ids and dates of the advertised listings, for the sitemap. */
  async advertisedForSitemap(rule: AdvertisingRule): Promise<{ id: number; updatedAt: Date }[]> {
    return this.em.find(PropertySchema, advertisedFilter(rule), {
      fields: ['id', 'updatedAt'],
      orderBy: { id: 'asc' },
    });
  }

  async featured(rule: AdvertisingRule, locale?: Locale): Promise<FeaturedPropertyView | null> {
    const property = await this.em.findOne(
      PropertySchema,
      { $and: [{ featured: true }, advertisedFilter(rule)] },
      { orderBy: { updatedAt: 'desc' } },
    );
    return property ? toFeaturedView(property, locale) : null;
  }

  /**
   * Listings on the market (advertised statuses) whose permit is missing, expired or ends within
   * the warning days, soonest problem first.
   */
  async permitAlerts(today: string = dubaiDate()): Promise<PermitAlert[]> {
    const horizon = addDays(today, PERMIT_WARNING_DAYS);
    const properties = await this.em.find(
      PropertySchema,
      {
        status: { $in: [...ADVERTISED_STATUSES] },
        $or: [
          { permitNumber: null },
          { permitUrl: null },
          { permitExpiresOn: null },
          { permitExpiresOn: { $lte: horizon } },
        ],
      },
      { orderBy: { permitExpiresOn: 'asc nulls first', id: 'asc' } },
    );
    return properties.map((property) => ({
      id: property.id,
      title: property.title,
      status: property.status,
      permitNumber: property.permitNumber ?? null,
      permitExpiresOn: property.permitExpiresOn ?? null,
      problem:
        permitProblem(
          {
            permitNumber: property.permitNumber ?? null,
            permitUrl: property.permitUrl ?? null,
            permitExpiresOn: property.permitExpiresOn ?? null,
          },
          today,
        ) ?? 'expiring',
    }));
  }

  /** Creates a listing; `by` (the staff member) is recorded as having set its first status. */
  async create(input: PropertyInputParsed, by: string): Promise<StaffPropertyView> {
    return this.em.transactional(async (tem) => {
      const { agentId, price, bathrooms, area, translations, photos, floorPlanTexts, ...fields } =
        splitFlatTranslations(input);
      if (input.featured) await tem.nativeUpdate(PropertySchema, { featured: true }, { featured: false });
      const urls = photos?.map(photoUrl) ?? [];
      const property = tem.create(PropertySchema, {
        ...fields,
        photos: urls,
        imageTexts: storedImageTexts(
          sentImageTexts(photos, { url: fields.floorPlanUrl, texts: floorPlanTexts }),
          imageUrls({ ...fields, photos: urls }),
        ),
        translations: withFlatTranslations(mergeTranslations({}, translations.written), translations.flat),
        ...clearedColumns(fields),
        ...(fields.category === 'sale' && { rentFrequency: null }),
        price: storedPrice(price),
        bathrooms: storedBathrooms(bathrooms),
        area: storedArea(area),
        agent: agentId ? tem.getReference(AgentSchema, agentId) : null,
        statusChangedAt: new Date(),
        statusChangedBy: by,
      });
      await tem.flush();
      return toStaffPropertyView(await tem.populate(property, ['agent']));
    });
  }

  /**
   * Changes the fields given; a new status records `by` and the time. Returns null for an unknown
   * id, and 'permit-dates' when the change would leave the permit expiring on or before its issue.
   */
  async update(
    id: number,
    input: Partial<PropertyInputParsed>,
    by: string,
  ): Promise<StaffPropertyView | null | 'permit-dates'> {
    return this.em.transactional(async (tem) => {
      const property = await tem.findOne(PropertySchema, { id });
      if (!property) return null;
      const { agentId, price, bathrooms, area, translations, photos, floorPlanTexts, ...fields } =
        splitFlatTranslations(input);
      const issuedOn = 'permitIssuedOn' in input ? input.permitIssuedOn : property.permitIssuedOn;
      const expiresOn = 'permitExpiresOn' in input ? input.permitExpiresOn : property.permitExpiresOn;
      if (issuedOn && expiresOn && expiresOn <= issuedOn) return 'permit-dates';
      // One featured property at a time: marking this one unmarks the others.
      if (input.featured)
        await tem.nativeUpdate(PropertySchema, { featured: true, id: { $ne: id } }, { featured: false });
      const statusChange =
        input.status !== undefined && input.status !== property.status
          ? { statusChangedAt: new Date(), statusChangedBy: by }
          : {};
      tem.assign(property, {
        ...fields,
        ...clearedColumns(fields),
        // Rent falls due only on a rent listing.
        ...(fields.category === 'sale' && { rentFrequency: null }),
        ...statusChange,
        ...(price !== undefined && { price: storedPrice(price) }),
        ...(bathrooms !== undefined && { bathrooms: storedBathrooms(bathrooms) }),
        ...(area !== undefined && { area: storedArea(area) }),
        ...(photos !== undefined && { photos: photos.map(photoUrl) }),
        translations: withFlatTranslations(
          mergeTranslations(property.translations, translations.written),
          translations.flat,
        ),
      });
      // A photo sent with its texts gets them, one sent as a URL keeps its own, one taken off keeps none.
      const sent = sentImageTexts(photos, { url: property.floorPlanUrl, texts: floorPlanTexts });
      property.imageTexts = storedImageTexts({ ...property.imageTexts, ...sent }, imageUrls(property));
      if (agentId !== undefined) property.agent = agentId ? tem.getReference(AgentSchema, agentId) : null;
      await tem.flush();
      return toStaffPropertyView(await tem.populate(property, ['agent']));
    });
  }

  async delete(id: number): Promise<boolean> {
    return (await this.em.nativeDelete(PropertySchema, { id })) > 0;
  }
}
