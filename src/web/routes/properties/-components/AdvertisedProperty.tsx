import { Container } from '@mantine/core';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '../../../../shared/paraglide/messages.js';
import { BADGED_STATUSES } from '../../../../shared/properties/advertising.ts';
import type { PropertyView } from '../../../../shared/properties/types.ts';
import { propertyStatusLabel } from '../../../features/properties/labels.ts';
import { propertyPhotos } from '../../../lib/carousel.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.tsx';
import { Breadcrumbs } from '../../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { JsonLd } from '../../../ui/JsonLd/JsonLd.tsx';
import { FALLBACK_PHOTO, MediaImage, mediaThumbnail } from '../../../ui/MediaImage/MediaImage.tsx';
import { StaticContent } from '../../../ui/StaticContent/StaticContent.tsx';
import { useResidenceViewed } from '../../../features/returning-buyers/use-residence-interest.ts';
import { SaveToggle } from '../../../features/shortlist/SaveToggle/SaveToggle.tsx';
import { BookViewingButton } from '../../../features/viewings/BookViewingDialog/BookViewingButton.tsx';
import { AgentCard } from './AgentCard.tsx';
import { PropertyCostToOwn } from './PropertyCostToOwn.tsx';
import { PropertyLists, PropertySummary } from './PropertySummary.tsx';
import classes from './PropertyDetail.module.css';
import { residenceJsonLd } from './residence-json-ld.ts';

export function BackLink() {
  return (
    <Link to="/properties" className={classes.back}>
      {m.property_back()}
    </Link>
  );
}

/** A residence on the market: its photos, summary, lists, agent and permit, and its JSON-LD. */
export function AdvertisedProperty({ property, permitQrSvg }: { property: PropertyView; permitQrSvg: string | null }) {
  const { siteUrl } = useRouteContext({ from: '__root__' });
  const { display } = useDisplayPreferences();
  const url = new URL(`/properties/${property.id}`, siteUrl).href;
  useResidenceViewed(property.id);

  return (
    <article className={classes.page}>
      <Container>
        <StaticContent watch={[property.id]}>
          <div className={classes.topBar}>
            <Breadcrumbs />
            <BackLink />
          </div>
        </StaticContent>
        <div className={classes.layout}>
          <PropertyPhotos property={property} />
          <StaticContent watch={[property, display]}>
            <PropertySummary property={property} />
          </StaticContent>
        </div>

        <div className={classes.lower}>
          <StaticContent watch={[property]}>
            <PropertyLists property={property} />
          </StaticContent>
          <div className={classes.side}>
            <BookViewingButton propertyId={property.id} residence={property.title} size="lg" fullWidth />
            <StaticContent watch={[property, permitQrSvg]}>
              <AgentCard property={property} permitQrSvg={permitQrSvg} />
            </StaticContent>
          </div>
        </div>
        <PropertyCostToOwn property={property} />
      </Container>
      <JsonLd data={residenceJsonLd(property, url, siteUrl)} />
    </article>
  );
}

/** The chosen photo, with its badges, over thumbnails that choose it. */
function PropertyPhotos({ property }: { property: PropertyView }) {
  const photos = propertyPhotos(property);
  const [selected, setSelected] = useState(0);
  const image = photos[selected] ?? FALLBACK_PHOTO;
  // Staff's own words for the photo, in the page's language; else a description the page can make.
  const texts = property.imageTexts[image];
  return (
    <div>
      <div className={classes.media}>
        <MediaImage
          key={image}
          src={image}
          sizes="(min-width: 62em) 60vw, 100vw"
          width={1600}
          height={1067}
          alt={
            texts?.alt ??
            m.property_photo_alt({
              title: property.title,
              index: selected + 1,
              total: Math.max(photos.length, 1),
            })
          }
          fetchPriority="high"
          className={classes.image}
        />
        <span className={classes.exclusive}>{m.property_exclusive()}</span>
        {BADGED_STATUSES.includes(property.status) ? (
          <span className={classes.statusBadge} data-testid="status-badge">
            {propertyStatusLabel(property.status)}
          </span>
        ) : null}
        <SaveToggle propertyId={property.id} />
      </div>
      {texts?.caption ? <p className={classes.caption}>{texts.caption}</p> : null}
      {photos.length > 1 ? (
        <ul className={classes.thumbs} aria-label={m.property_photos()}>
          {photos.map((photo, index) => (
            <li key={photo}>
              <button
                type="button"
                className={classes.thumb}
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={m.property_show_photo({ index: index + 1 })}
              >
                <img src={mediaThumbnail(photo)} width={160} height={107} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
