import { Badge, Button } from '@mantine/core';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { m } from '../../../../shared/paraglide/messages.js';
import type { FloorPlanResidence } from '../../../content/floor-plans.ts';
import { useDisplayPreferences } from '../../../lib/display-preferences.tsx';
import { formatArea } from '../../../lib/format-area.ts';
import { pageLocale } from '../../../lib/i18n.ts';
import { baseLocale } from '../../../../shared/i18n/locales.ts';
import { FALLBACK_PHOTO, MediaImage } from '../../../ui/MediaImage/MediaImage.tsx';
import classes from './FloorPlans.module.css';

/** One residence of the plan table: image (main photo if it fails), badge, figures and two actions. */
function showFallback(image: HTMLImageElement | null) {
  if (!image || image.getAttribute('src') === FALLBACK_PHOTO) return;
  image.removeAttribute('srcset');
  image.src = FALLBACK_PHOTO;
}

export function FloorPlanCard({ residence, onEnquire }: { residence: FloorPlanResidence; onEnquire: () => void }) {
  const imageRef = useRef<HTMLImageElement>(null);
  // The plans' own 'sq.ft' spelling in square feet; square metres converted.
  const { display } = useDisplayPreferences();
  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) showFallback(image);
  }, []);
  const onError = (event: SyntheticEvent<HTMLImageElement>) => showFallback(event.currentTarget);

  return (
    <article className={classes.card} data-testid="floor-plan-card">
      <div className={classes.cardMedia}>
        <MediaImage
          src={residence.floorPlanImage}
          sizes="(min-width: 62em) 45vw, 100vw"
          width={800}
          height={533}
          loading="lazy"
          alt={m.floorplans_card_alt({ name: residence.name })}
          className={classes.cardImage}
          ref={imageRef}
          onError={onError}
        />
        <Badge className={classes.badge} color="dark" radius={0} size="lg">
          {m.property_bedrooms_count({ count: residence.bedrooms })}
        </Badge>
      </div>
      <div className={classes.cardBody}>
        <p className={classes.cardType}>{residence.type()}</p>
        <h3 className={classes.cardTitle}>{residence.name}</h3>
        <dl className={classes.facts}>
          <div>
            <dt>{m.property_bedrooms()}</dt>
            <dd>{residence.bedrooms}</dd>
          </div>
          <div>
            <dt>{m.property_bathrooms()}</dt>
            <dd>{residence.bathrooms}</dd>
          </div>
          <div>
            <dt>{m.property_area()}</dt>
            <dd>
              {display.unit === 'sqft' && pageLocale() === baseLocale
                ? `${residence.area} sq.ft`
                : formatArea(residence.area, display)}
            </dd>
          </div>
        </dl>
        <p className={classes.cardText}>{residence.description()}</p>
        <div className={classes.cardActions}>
          <Button onClick={onEnquire} aria-label={m.enquiry_form_label({ residence: residence.name })}>
            {m.floorplans_enquire()}
          </Button>
          <Button
            component="a"
            href={residence.pdfLink}
            target="_blank"
            rel="noopener"
            variant="outline"
            aria-label={m.floorplans_view_plan_of({ name: residence.name })}
          >
            {m.floorplans_view_plan()}
          </Button>
        </div>
      </div>
    </article>
  );
}
