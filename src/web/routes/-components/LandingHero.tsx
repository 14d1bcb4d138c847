import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { HERO, HERO_PARALLAX, heroTransform } from '../../content/landing.ts';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { HydrateOnView } from '../../ui/HydrateOnView/HydrateOnView.tsx';
import { MediaImage } from '../../ui/MediaImage/MediaImage.tsx';
import layout from '../../styles/layout.module.css';
import classes from './LandingHero.module.css';
import { SearchPanel } from './SearchPanel.tsx';

/**
 * Parallax and zoom by scroll: written straight to the image's style in an
 * animation frame, never through React state. Off under reduced motion and on phones (< 768 px).
 */
function useHeroParallax() {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    const still = window.matchMedia(
      `(prefers-reduced-motion: reduce), (max-width: ${HERO_PARALLAX.mobileBreakpointPx - 0.02}px)`,
    );
    let frame = 0;
    const apply = () => {
      frame = 0;
      if (still.matches) {
        image.style.transform = '';
        return;
      }
      const { shiftPercent, scale } = heroTransform(window.scrollY);
      image.style.transform = `translate3d(0, ${shiftPercent}%, 0) scale(${scale})`;
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('scroll', schedule, { passive: true });
    still.addEventListener('change', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      still.removeEventListener('change', schedule);
    };
  }, []);
  return imageRef;
}

export function LandingHero() {
  const imageRef = useHeroParallax();
  const { display } = useDisplayPreferences();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <MediaImage
        ref={imageRef}
        src={HERO.image.src}
        largeWidth={HERO.image.width}
        sizes="100vw"
        width={HERO.image.width}
        height={HERO.image.height}
        alt=""
        fetchPriority="high"
        className={classes.backdrop}
        data-testid="hero-image"
      />
      <div className={classes.overlay} aria-hidden="true" />
      <div className={`${layout.container} ${classes.content}`}>
        <p className={classes.eyebrow}>{HERO.eyebrow()}</p>
        <h1 id="hero-title" className={`${layout.h1} ${classes.title}`}>
          {HERO.heading()}
        </h1>
        <p className={classes.intro}>{HERO.intro()}</p>
        <div className={classes.actions}>
          <Button component="a" href={HERO.primaryAction.href} size="lg" className={classes.primary}>
            {HERO.primaryAction.label()}
          </Button>
          <Button
            component="a"
            href={HERO.secondaryAction.href}
            size="lg"
            variant="outline"
            className={classes.secondary}
          >
            {HERO.secondaryAction.label()}
          </Button>
        </div>
        {/*
         * The search is a form the server answers, with fields and radios the browser runs itself:
         * it hydrates at the visitor's first touch, not with the page (see SearchPanel).
         */}
        <HydrateOnView onlyWhenTouched watch={[display]}>
          <SearchPanel />
        </HydrateOnView>
      </div>
      <a href="#intro" className={classes.scroll} aria-label={HERO.scrollLabel()}>
        <span>{HERO.scrollHint()}</span>
        <IconChevronDown size={18} stroke={1.25} aria-hidden="true" />
      </a>
    </section>
  );
}
