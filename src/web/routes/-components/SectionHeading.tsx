import type { ReactNode } from 'react';
import layout from '../../styles/layout.module.css';
import classes from './Landing.module.css';

/** The eyebrow, serif heading and lead text that open each landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  tone = 'dark',
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'center' | 'start';
  tone?: 'dark' | 'light';
}) {
  return (
    <header className={classes.sectionHeading} data-align={align} data-tone={tone}>
      <p className={classes.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={`${layout.h2} ${classes.sectionTitle}`}>
        {title}
      </h2>
      <span className={classes.rule} aria-hidden="true" />
      {children ? <p className={classes.lead}>{children}</p> : null}
    </header>
  );
}
