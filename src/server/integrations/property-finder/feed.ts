import { flatTranslations } from '../../../shared/properties/localized-text.ts';
import type { PropertyType } from '../../../shared/properties/schemas.ts';
import { DEVELOPMENT, type FeedMedia, type FeedUnit } from '../portals/feed-listings.ts';
import { element, feedTime, plainText, text, xmlDocument } from '../portals/xml.ts';

/**
 * The same live listings in Property Finder's legacy XML format (`<list><property>`), which other
 * aggregators read: offering_type RS (residential sale) or RR (residential rent), two-letter
 * property_type codes, rental periods Y/M/W/D. A unit taken down simply leaves this feed.
 */
const PF_TYPE: Record<PropertyType, string> = {
  Apartment: 'AP',
  Penthouse: 'PH',
  Villa: 'VH',
  Townhouse: 'TH',
  Mansion: 'VH',
};
const RENTAL_PERIOD: Record<string, string> = { yearly: 'Y', monthly: 'M', weekly: 'W', daily: 'D' };
const FURNISHED: Record<string, string> = { furnished: 'Yes', 'semi-furnished': 'Partly', unfurnished: 'No' };

function pfProperty({ property, changedAt }: FeedUnit, media: FeedMedia): string {
  const rent = property.category === 'rent';
  const updated = feedTime(changedAt);
  const agent = property.agent;
  const arabic = flatTranslations(property.translations);
  return element(
    'property',
    [
      text('reference_number', property.reference),
      text('permit_number', property.permitNumber),
      text('offering_type', rent ? 'RR' : 'RS'),
      text('property_type', PF_TYPE[property.type]),
      text('price_on_application', 'No'),
      text('price', Number(property.price)),
      rent ? text('rental_period', RENTAL_PERIOD[property.rentFrequency ?? ''] ?? null) : '',
      text('city', DEVELOPMENT.city),
      text('community', DEVELOPMENT.locality),
      text('sub_community', DEVELOPMENT.subLocality),
      text('property_name', DEVELOPMENT.tower),
      text('title_en', property.title),
      text('title_ar', arabic.titleAr),
      text('description_en', plainText(property.description)),
      text('description_ar', arabic.descriptionAr ? plainText(arabic.descriptionAr) : null),
      text('size', Number(property.area)),
      text('bedroom', property.bedrooms === 0 ? 'studio' : property.bedrooms),
      text('bathroom', Number(property.bathrooms)),
      text('furnished', FURNISHED[property.furnishing ?? ''] ?? null),
      text('completion_status', property.completion === 'off-plan' ? 'off_plan' : 'completed'),
      element(
        'photo',
        media.photos(property).map((url) => text('url', url, { last_updated: updated, watermark: 'No' })),
      ),
      agent
        ? element('agent', [
            text('id', agent.id),
            text('name', agent.name),
            text('email', agent.email),
            text('phone', agent.phone),
            text('license_no', agent.brn),
          ])
        : '',
      text('video_tour_url', property.videoUrl ? media.absolute(property.videoUrl) : null),
      text('view360', property.virtualTourUrl ? media.absolute(property.virtualTourUrl) : null),
    ],
    { last_update: updated },
  );
}

export function propertyFinderFeed(units: FeedUnit[], media: FeedMedia, lastModified: Date): string {
  const live = units.filter((unit) => unit.state === 'live');
  return xmlDocument(
    'list',
    live.map((unit) => pfProperty(unit, media)),
    { last_update: feedTime(lastModified), listing_count: String(live.length) },
  );
}
