import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import type { MarketSource } from '../../../shared/market-listings/types.ts';

/** A listing as read from a portal feed, ready to store. */
export interface FeedListing {
  externalId: string;
  title: string;
  propertyType: string | null;
  price: number | null;
  priceUnit: 'sale' | 'per year';
  bedrooms: number | null;
  bathrooms: number | null;
  size: number | null;
  url: string;
  imageUrl: string | null;
  location: string | null;
  agentName: string | null;
  listedDate: string | null;
}

export interface ParsedFeed {
  source: MarketSource;
  listings: FeedListing[];
}

export class FeedError extends Error {
  override name = 'FeedError';
}

/**
 * Feeds are data, never markup with declarations: a DOCTYPE or ENTITY could pull in external files
 * (XXE) or expand without bound ("billion laughs"). They are refused before any parsing.
 */
export function assertNoDeclarations(xml: string): void {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml))
    throw new FeedError('The feed declares a DOCTYPE or entities, which are not accepted');
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Entities stay as written: no expansion of any kind.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['property', 'Property', 'photo', 'url', 'Image'].includes(name),
});

/** An element with attributes: its text is under `#text`. */
const withText = z.object({ '#text': z.unknown().optional() });

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') {
    const inner = withText.safeParse(value);
    return inner.success ? text(inner.data['#text']) : null;
  }
  const result = String(value).trim();
  return result === '' ? null : result;
};

const integer = (value: unknown): number | null => {
  const raw = text(value);
  if (raw === null) return null;
  const digits = raw.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  return Math.round(Number(digits));
};

const listingSchema = z.object({
  externalId: z.string().regex(/^[\w.-]{1,120}$/, { error: 'has no valid reference number' }),
  title: z.string().min(1, { error: 'has no title' }).max(300),
  propertyType: z.string().max(40).nullable(),
  price: z.number().int().nonnegative().nullable(),
  priceUnit: z.enum(['sale', 'per year']),
  bedrooms: z.number().int().min(0).max(50).nullable(),
  bathrooms: z.number().int().min(0).max(50).nullable(),
  size: z.number().int().positive().max(1_000_000).nullable(),
  url: z.url({ protocol: /^https?$/ }),
  imageUrl: z.url({ protocol: /^https?$/ }).nullable(),
  location: z.string().max(300).nullable(),
  agentName: z.string().max(120).nullable(),
  listedDate: z.string().max(40).nullable(),
});

function validated(candidate: FeedListing, index: number): FeedListing {
  const result = listingSchema.safeParse(candidate);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new FeedError(
      `Listing ${index + 1} (${candidate.externalId || 'no reference'}): ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`.trim(),
    );
  }
  return result.data;
}

/** An element the feed may leave empty (`<agent/>` is read as ''). */
const emptyOr = <T extends z.ZodType>(schema: T) =>
  z.union([schema, z.literal('')], { error: 'expected an element' }).optional();

/**
 * The two documents as the parser reads them: the elements the readers below walk into are
 * checked here; the values themselves are read by `text` and `integer`, then validated per listing.
 */
const propertyFinderNode = z.looseObject({
  price: z.union([z.string(), z.looseObject({ yearly: z.unknown().optional() })]).optional(),
  photo: z.array(emptyOr(z.looseObject({ url: z.array(z.unknown()).optional() }))).optional(),
  agent: emptyOr(z.looseObject({ name: z.unknown().optional() })),
});
type PropertyFinderNode = z.infer<typeof propertyFinderNode>;
const propertyFinderList = z.looseObject({ property: z.array(propertyFinderNode).optional() });

const bayutNode = z.looseObject({ Images: emptyOr(z.looseObject({ Image: z.array(z.unknown()).optional() })) });
type BayutNode = z.infer<typeof bayutNode>;
const bayutProperties = z.looseObject({ Property: z.array(bayutNode).optional() });

const feedRoots = z.object({ list: z.unknown().optional(), Properties: z.unknown().optional() });

/** The document's root read through its schema, or a FeedError naming the element that is not as the format has it. */
function feedRoot<T>(schema: z.ZodType<T>, root: unknown, feed: string): T {
  const parsed = schema.safeParse(root);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new FeedError(`The ${feed} feed: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`.trim());
}

const PF_TYPES: Record<string, string> = {
  AP: 'Apartment',
  PH: 'Penthouse',
  VH: 'Villa',
  TH: 'Townhouse',
  DX: 'Duplex',
  VI: 'Villa',
};

/** Property Finder's XML: <list><property> with reference_number, offering_type (RS/RR...), price or price/yearly. */
function propertyFinderListing(node: PropertyFinderNode, index: number): FeedListing {
  const reference = text(node.reference_number) ?? '';
  const offering = (text(node.offering_type) ?? '').toUpperCase();
  const rent = offering.endsWith('R');
  const price = typeof node.price === 'object' ? integer(node.price.yearly) : integer(node.price);
  const typeCode = (text(node.property_type) ?? '').toUpperCase();
  const photos = (node.photo ?? []).flatMap((photo) => (photo ? (photo.url ?? []) : []));
  const agent = node.agent || undefined;
  const location = [text(node.property_name), text(node.community)].filter(Boolean).join(', ');
  return validated(
    {
      externalId: reference,
      title: text(node.title_en) ?? '',
      propertyType: PF_TYPES[typeCode] ?? text(node.property_type),
      price,
      priceUnit: rent ? 'per year' : 'sale',
      bedrooms: integer(node.bedroom),
      bathrooms: integer(node.bathroom),
      size: integer(node.size),
      url: text(node.url) ?? `https://www.propertyfinder.ae/en/plp/${rent ? 'rent' : 'buy'}/listing-${reference}.html`,
      imageUrl: text(photos[0]),
      location: location || null,
      agentName: text(agent?.name),
      listedDate: text(node['@last_update']) ?? text(node.last_update),
    },
    index,
  );
}

/** Bayut's XML: <Properties><Property> with Property_Ref_No, Property_purpose (Buy/Rent), Price... */
function bayutListing(node: BayutNode, index: number): FeedListing {
  const reference = text(node.Property_Ref_No) ?? '';
  const rent = /rent/i.test(text(node.Property_purpose) ?? '');
  const images = (node.Images || undefined)?.Image ?? [];
  const location = [text(node.Tower_Name), text(node.Locality), text(node.City)].filter(Boolean).join(', ');
  return validated(
    {
      externalId: reference,
      title: text(node.Property_Title) ?? '',
      propertyType: text(node.Property_Type),
      price: integer(node.Price),
      priceUnit: rent ? 'per year' : 'sale',
      bedrooms: integer(node.Bedrooms),
      bathrooms: integer(node.Bathrooms),
      size: integer(node.Property_Size),
      url: text(node.Listing_URL) ?? `https://www.bayut.com/property/details-${reference}.html`,
      imageUrl: text(images[0]),
      location: location || null,
      agentName: text(node.Listing_Agent),
      listedDate: text(node.Last_Updated),
    },
    index,
  );
}

/** Reads a Property Finder or Bayut XML feed; throws FeedError for anything it cannot trust. */
export function parseListingFeed(xml: string): ParsedFeed {
  assertNoDeclarations(xml);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FeedError(`The feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const roots = feedRoots.safeParse(parser.parse(xml));
  const { list, Properties: properties } = roots.success ? roots.data : { list: null, Properties: null };
  if (list && typeof list === 'object') {
    const nodes = feedRoot(propertyFinderList, list, 'Property Finder').property ?? [];
    return { source: 'PropertyFinder.ae', listings: checkUnique(nodes.map(propertyFinderListing)) };
  }
  if (properties && typeof properties === 'object') {
    const nodes = feedRoot(bayutProperties, properties, 'Bayut').Property ?? [];
    return { source: 'Bayut', listings: checkUnique(nodes.map(bayutListing)) };
  }
  throw new FeedError('Unknown feed: expected a Property Finder <list> or a Bayut <Properties> document');
}

function checkUnique(listings: FeedListing[]): FeedListing[] {
  const seen = new Set<string>();
  for (const listing of listings) {
    if (seen.has(listing.externalId)) throw new FeedError(`Reference ${listing.externalId} appears twice in the feed`);
    seen.add(listing.externalId);
  }
  return listings;
}
