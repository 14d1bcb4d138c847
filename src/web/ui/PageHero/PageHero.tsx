import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MediaImage } from '../MediaImage/MediaImage.tsx';
import classes from './PageHero.module.css';

export interface PageHeroProps {
  eyebrow?: string;
  /** The page's h1: text, or text in another language wrapped in its `lang` (an English-only post). */
  title: ReactNode;
  lead?: ReactNode;
  /** A seeded /media image behind the text; without one the hero is a quiet sand band. */
  image?: string;
  /** Above the heading (the breadcrumb trail). */
  top?: ReactNode;
  /** Buttons under the text. */
  children?: ReactNode;
}

/** The opening band of an inner page: breadcrumb, eyebrow, the page's one h1, a lead and actions. */
export function PageHero({ eyebrow, title, lead, image, top, children }: PageHeroProps) {
  return (
    <section className={classes.hero} data-with-image={image ? 'true' : 'false'}>
      {image ? (
        <MediaImage
          src={image}
          sizes="100vw"
          width={1600}
          height={900}
          alt=""
          fetchPriority="high"
          className={classes.image}
        />
      ) : null}
      <Container className={classes.inner}>
        {top ? <div className={classes.top}>{top}</div> : null}
        {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {lead ? <div className={classes.lead}>{lead}</div> : null}
        {children ? <div className={classes.actions}>{children}</div> : null}
      </Container>
    </section>
  );
}
