import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PROPERTIES_TEASER } from '../../content/landing.ts';
import { m } from '../../../shared/paraglide/messages.js';
import layout from '../../styles/layout.module.css';
import classes from './Landing.module.css';
import { Reveal } from './Reveal.tsx';
import { SectionHeading } from './SectionHeading.tsx';

export function PropertiesTeaser() {
  return (
    <section id="properties" className={`${classes.section} ${classes.sand}`} aria-labelledby="properties-title">
      <div className={layout.containerNarrow}>
        <Reveal className={classes.center}>
          <SectionHeading id="properties-title" eyebrow={m.finder_teaser_eyebrow()} title={m.finder_teaser_heading()}>
            {m.finder_teaser_text()}
          </SectionHeading>
          <Button component={Link} to={PROPERTIES_TEASER.action.href} size="lg">
            {m.finder_teaser_action()}
          </Button>
        </Reveal>
      </div>
    </section>
  );
}
