import { SimpleGrid, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { m } from '../../../../shared/paraglide/messages.js';
import type { PropertyView } from '../../../../shared/properties/types.ts';
import { propertyTypeLabel } from '../../../features/properties/labels.ts';
import { serviceChargeText } from '../../../features/properties/service-charge.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.tsx';
import { formatFigure, parseAmount } from '../../../lib/format.ts';
import { formatAed, formatPrice, isConverted } from '../../../lib/format-money.ts';
import { formatArea } from '../../../lib/format-area.ts';
import { isHtml } from '../../../lib/rich-text.ts';
import { MediaImage } from '../../../ui/MediaImage/MediaImage.tsx';
import links from '../../../styles/links.module.css';
import classes from './PropertyDetail.module.css';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <span className={classes.factLabel}>{label}</span>
      <span className={classes.factValue}>{value}</span>
    </div>
  );
}

/** The residence's type, name, price, facts and description. */
export function PropertySummary({ property }: { property: PropertyView }) {
  const { display } = useDisplayPreferences();
  return (
    <div className={classes.summary}>
      {property.type ? <p className={classes.eyebrow}>{propertyTypeLabel(property.type)}</p> : null}
      <Title order={1} className={classes.title}>
        {property.title}
      </Title>
      <p className={classes.price} data-testid="property-price">
        {formatPrice(property.price, display)}
      </p>
      {isConverted(display) && parseAmount(property.price) !== null ? (
        // The dirham figure is the one agreed and advertised; the conversion is a guide.
        <p className={classes.priceOfRecord} data-testid="price-of-record">
          <span className={classes.priceOfRecordLabel}>{m.property_price_of_record()}</span>{' '}
          {formatAed(property.price, { locale: display.locale })}
        </p>
      ) : null}
      <p className={classes.verified}>
        <IconRosetteDiscountCheck size={18} stroke={1.5} aria-hidden="true" />
        <span>
          <strong>{m.property_verified()}</strong> {m.property_verified_text()}
        </span>
      </p>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={0} className={classes.facts}>
        <Fact label={m.property_bedrooms()} value={formatFigure(property.bedrooms, { locale: display.locale })} />
        <Fact label={m.property_bathrooms()} value={formatFigure(property.bathrooms, { locale: display.locale })} />
        <Fact label={m.property_area()} value={formatArea(property.area, display)} />
        <Fact label={m.property_type()} value={property.type ? propertyTypeLabel(property.type) : '–'} />
      </SimpleGrid>
      {isHtml(property.description) ? (
        // Staff write descriptions in English: `dir="auto"` keeps their punctuation in place on Arabic pages.
        <div className={classes.description} dir="auto" dangerouslySetInnerHTML={{ __html: property.description }} />
      ) : (
        <Text className={classes.description} dir="auto">
          {property.description}
        </Text>
      )}
    </div>
  );
}

/** Its features, private amenities and the other details staff gave. */
export function PropertyLists({ property }: { property: PropertyView }) {
  const { display } = useDisplayPreferences();
  const details = [
    [m.property_view(), property.view],
    [m.property_floor(), property.floor],
    [m.property_parking(), property.parking],
    [m.property_furnished(), property.furnished],
    [m.property_completion_status(), property.completionStatus],
    [m.compare_row_service_charge(), serviceChargeText(property, display)],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <div className={classes.lists}>
      <ListSection id="features-title" title={m.property_features()} items={property.features} />
      <ListSection id="amenities-title" title={m.property_private_amenities()} items={property.privateAmenities} />
      {details.length > 0 ? (
        <section aria-labelledby="details-title">
          <h2 id="details-title" className={classes.subheading}>
            {m.property_additional_details()}
          </h2>
          <dl className={classes.details}>
            {details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <FloorPlan property={property} />
    </div>
  );
}

/** The floor plan: an image with staff's caption and alt text in the page's language, or a link to a PDF. */
function FloorPlan({ property }: { property: PropertyView }) {
  const url = property.floorPlanUrl;
  if (!url) return null;
  if (/\.pdf$/i.test(url))
    return (
      <p>
        <a href={url} className={links.inlineLink}>
          {m.property_floor_plan_pdf()}
        </a>
      </p>
    );
  const texts = property.imageTexts[url];
  return (
    <section aria-labelledby="floor-plan-title">
      <h2 id="floor-plan-title" className={classes.subheading}>
        {m.property_floor_plan()}
      </h2>
      <figure className={classes.floorPlan}>
        {/* Plans are drawn at the photos' 3:2; one of another shape keeps its own once loaded (height: auto). */}
        <MediaImage
          src={url}
          sizes="(min-width: 62em) 50vw, 100vw"
          width={1600}
          height={1067}
          alt={texts?.alt ?? m.property_floor_plan()}
          loading="lazy"
          decoding="async"
        />
        {texts?.caption ? <figcaption className={classes.caption}>{texts.caption}</figcaption> : null}
      </figure>
    </section>
  );
}

/** A titled list of what staff wrote; nothing when they wrote none. */
function ListSection({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={classes.subheading}>
        {title}
      </h2>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
