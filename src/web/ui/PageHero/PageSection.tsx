import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageSection.module.css';

export interface PageSectionProps {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  /** 'paper' (default), 'sand' for alternate bands, 'ink' for dark banners. */
  tone?: 'paper' | 'sand' | 'ink';
  children?: ReactNode;
  className?: string;
}

/** A band of an inner page with an optional eyebrow, h2 and introduction. */
export function PageSection({ id, eyebrow, title, intro, tone = 'paper', children, className }: PageSectionProps) {
  return (
    <section
      id={id}
      className={[classes.section, className].filter(Boolean).join(' ')}
      data-tone={tone}
      aria-label={title ? undefined : eyebrow}
    >
      <Container>
        {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
        {title ? (
          <Title order={2} className={classes.title}>
            {title}
          </Title>
        ) : null}
        {intro ? <div className={classes.intro}>{intro}</div> : null}
        {children}
      </Container>
    </section>
  );
}

export { classes as sectionClasses };
