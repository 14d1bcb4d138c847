import { Button, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { GalleryImageView } from '../../../shared/gallery/schemas.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { GALLERY } from '../../content/landing.ts';
import { galleryQuery } from '../../queries.ts';
import { MediaImage } from '../../ui/MediaImage/MediaImage.tsx';
import layout from '../../styles/layout.module.css';
import classes from './Landing.module.css';
import { Reveal } from './Reveal.tsx';
import { SectionHeading } from './SectionHeading.tsx';

/** True once `ms` have passed since the component mounted (the gallery's skeleton time). */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

/**
 * The lightbox is a Mantine Modal (focus trap, scroll lock, transitions): it arrives in its own chunk
 * on the first click on a tile (and is fetched ahead when a tile is hovered or focused).
 */
const loadLightbox = () => import('./GalleryLightbox.tsx');
const GalleryLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.GalleryLightbox })));

export function GallerySection() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const { data: images } = useQuery(galleryQuery(trpc));
  const ready = useElapsed(GALLERY.skeletonMs) && images !== undefined;
  const [open, setOpen] = useState<GalleryImageView | null>(null);
  const [lightboxMounted, setLightboxMounted] = useState(false);
  const show = (image: GalleryImageView) => {
    setLightboxMounted(true);
    setOpen(image);
  };

  return (
    <section id="gallery" className={classes.section} aria-labelledby="gallery-title">
      <div className={layout.container}>
        <Reveal>
          <SectionHeading id="gallery-title" eyebrow={GALLERY.eyebrow()} title={GALLERY.heading()}>
            {GALLERY.text()}
          </SectionHeading>
        </Reveal>
        {ready ? (
          <ul className={classes.galleryGrid}>
            {(images ?? []).map((image) => (
              <li key={image.id} className={classes.galleryItem}>
                <button
                  type="button"
                  className={classes.galleryButton}
                  onClick={() => show(image)}
                  onPointerEnter={() => void loadLightbox()}
                  onFocus={() => void loadLightbox()}
                  aria-label={m.landing_gallery_open({ name: image.title ?? image.alt })}
                >
                  <MediaImage
                    src={image.url}
                    sizes="(min-width: 62em) 25vw, 50vw"
                    width={800}
                    height={600}
                    alt={image.alt}
                    loading="lazy"
                    decoding="async"
                    className={classes.cover}
                  />
                  <span className={classes.galleryCaption} aria-hidden="true">
                    <span>{image.category}</span>
                    {image.title}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <ul className={classes.galleryGrid} aria-busy="true" aria-label={m.landing_gallery_loading()}>
            {Array.from({ length: GALLERY.skeletonCount }, (_, index) => (
              <li key={index} className={classes.galleryItem} data-testid="gallery-skeleton">
                <Skeleton height="100%" radius={0} />
              </li>
            ))}
            {/* The grid's place held for every image to come, so nothing below it moves when they do (a
                visitor on their way to #contact would stop short by the difference). */}
            {Array.from({ length: Math.max(0, (images?.length ?? 0) - GALLERY.skeletonCount) }, (_, index) => (
              <li key={`held-${index}`} className={classes.galleryItemHeld} aria-hidden="true" />
            ))}
          </ul>
        )}
        <div className={classes.center}>
          <Button component={Link} to={GALLERY.action.href} size="lg" variant="outline" color="ink.9">
            {GALLERY.action.label()}
          </Button>
        </div>
      </div>
      {lightboxMounted && (
        <Suspense fallback={null}>
          <GalleryLightbox image={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
