import { Button, Container, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { SITE_NAME } from '../../shared/agency.ts';
import { mediaSrcSet } from '../lib/images.ts';
import { seo } from '../lib/seo.ts';
import classes from './-components/LandingHero.module.css';

const HERO_IMAGE = '/media/hero.webp';

export const Route = createFileRoute('/')({
  head: ({ match }) =>
    seo({
      title: `${SITE_NAME} | Branded Residences for Sale in Dubai`,
      description:
        'Six Senses Residences on the Crescent of Palm Jumeirah: penthouses, sky villas and signature villas ' +
        'with Six Senses wellness, service and sea views. Arrange a private viewing.',
      path: '/',
      siteUrl: match.context.siteUrl,
    }),
  component: LandingPage,
});

function LandingPage() {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <img
        src={HERO_IMAGE}
        srcSet={mediaSrcSet(HERO_IMAGE, 1920)}
        sizes="100vw"
        width={1920}
        height={1080}
        alt=""
        fetchPriority="high"
        className={classes.backdrop}
      />
      <div className={classes.overlay} aria-hidden="true" />
      <Container className={classes.content}>
        <p className={classes.eyebrow}>Palm Jumeirah · Dubai</p>
        <Title order={1} id="hero-title" className={classes.title}>
          Where Luxury Meets Tranquility
        </Title>
        <p className={classes.intro}>
          Branded residences on the Crescent of the Palm, serviced by Six Senses — sea on every side,
          wellness at the heart of every day.
        </p>
        <div className={classes.actions}>
          <Button component={Link} to="/properties" size="lg" className={classes.primary}>
            Explore Residences
          </Button>
        </div>
      </Container>
    </section>
  );
}
