import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { m } from '../../../../shared/paraglide/messages.js';
import { SISTER_SITE_CAROUSEL_MS, SISTER_SITES } from '../../../content/sister-sites.ts';
import { wrapIndex } from '../../../lib/carousel.ts';
import classes from './SisterSites.module.css';

/** Advances every 5 s and wraps; previous/next and dots; pauses while hovered or focused. */
export function SisterSiteCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const count = SISTER_SITES.length;

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setInterval(
      () => setIndex((current) => wrapIndex(current, 1, count)),
      SISTER_SITE_CAROUSEL_MS,
    );
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const site = SISTER_SITES[index] ?? SISTER_SITES[0];
  if (!site) return null;

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-label={m.sister_carousel_label()}
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          setFocused(false);
      }}
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={m.sister_slide_label({ index: index + 1, count })}
        aria-live={paused ? 'polite' : 'off'}
        data-testid="carousel-slide"
      >
        <span className={classes.slideIcon} style={{ background: site.colour }} aria-hidden="true">
          {site.icon}
        </span>
        <h2 className={classes.slideTitle}>{site.name}</h2>
        <p className={classes.slideText}>{site.description()}</p>
        <a href={site.fullUrl} target="_blank" rel="noopener noreferrer" className={classes.siteLink}>
          {m.sister_visit({ url: site.url })}
        </a>
      </div>
      <div className={classes.carouselControls}>
        <ActionIcon
          variant="outline"
          color="gray.0"
          size={44}
          radius={0}
          aria-label={m.sister_previous()}
          onClick={() => setIndex(wrapIndex(index, -1, count))}
        >
          <IconChevronLeft size={20} stroke={1.5} />
        </ActionIcon>
        <div className={classes.dots}>
          {SISTER_SITES.map((item, dot) => (
            <button
              key={item.id}
              type="button"
              className={classes.dot}
              aria-label={m.sister_show({ name: item.name })}
              aria-current={dot === index}
              onClick={() => setIndex(dot)}
            />
          ))}
        </div>
        <ActionIcon
          variant="outline"
          color="gray.0"
          size={44}
          radius={0}
          aria-label={m.sister_next()}
          onClick={() => setIndex(wrapIndex(index, 1, count))}
        >
          <IconChevronRight size={20} stroke={1.5} />
        </ActionIcon>
      </div>
    </section>
  );
}
