import { Button, Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PROPERTIES_TEASER } from '../../content/landing.ts';
import classes from './Landing.module.css';
import { Reveal } from './Reveal.tsx';
import { SectionHeading } from './SectionHeading.tsx';

export function PropertiesTeaser() {
  return (
    <section id="properties" className={`${classes.section} ${classes.sand}`} aria-labelledby="properties-title">
      <Container size="md">
        <Reveal className={classes.center}>
          <SectionHeading id="properties-title" eyebrow={PROPERTIES_TEASER.eyebrow} title={PROPERTIES_TEASER.heading}>
            {PROPERTIES_TEASER.text}
          </SectionHeading>
          <Button component={Link} to={PROPERTIES_TEASER.action.href} size="lg">
            {PROPERTIES_TEASER.action.label}
          </Button>
        </Reveal>
      </Container>
    </section>
  );
}
