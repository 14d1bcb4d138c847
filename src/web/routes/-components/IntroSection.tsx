import { IconDiamond, IconLeaf, IconMapPin, type Icon } from '@tabler/icons-react';
import { AGENCY } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { INTRO } from '../../content/landing.ts';
import { useDisplayPreferences } from '../../lib/display-preferences.tsx';
import { MediaImage } from '../../ui/MediaImage/MediaImage.tsx';
import layout from '../../styles/layout.module.css';
import classes from './Landing.module.css';
import { Reveal } from './Reveal.tsx';
import { SectionHeading } from './SectionHeading.tsx';

const FEATURE_ICONS: Record<string, Icon> = { diamond: IconDiamond, 'map-pin': IconMapPin, leaf: IconLeaf };

export function IntroSection() {
  const { display } = useDisplayPreferences();
  return (
    <section id="intro" className={classes.section} aria-labelledby="intro-title">
      <div className={layout.container}>
        <Reveal className={classes.introGrid}>
          <div>
            <SectionHeading id="intro-title" eyebrow={INTRO.eyebrow()} title={INTRO.heading()} align="start" />
            {INTRO.paragraphs.map((paragraph, order) => (
              // A fixed list: the order is the identity (a message function's name does not survive minifying).
              <p key={order} className={classes.body}>
                {paragraph()}
              </p>
            ))}
            <p className={classes.body}>
              {m.landing_intro_learn_before()}{' '}
              <a href={AGENCY.operator.url} target="_blank" rel="noopener noreferrer" className={classes.inlineLink}>
                Six Senses<span className={classes.visuallyHidden}> {m.landing_new_tab()}</span>
              </a>{' '}
              {m.landing_intro_learn_middle()}{' '}
              <a href={AGENCY.regulator.url} target="_blank" rel="noopener noreferrer" className={classes.inlineLink}>
                {m.landing_intro_regulator()}
                <span className={classes.visuallyHidden}> {m.landing_new_tab()}</span>
              </a>
              {m.landing_intro_learn_after()}
            </p>
          </div>
          <MediaImage
            src={INTRO.image.src}
            sizes="(min-width: 62em) 45vw, 100vw"
            width={INTRO.image.width}
            height={INTRO.image.height}
            alt={INTRO.image.alt()}
            loading="lazy"
            decoding="async"
            className={classes.introImage}
          />
        </Reveal>
        <div className={classes.features}>
          {INTRO.features.map((feature) => {
            const FeatureIcon = FEATURE_ICONS[feature.icon] ?? IconDiamond;
            return (
              <Reveal key={feature.id}>
                <article className={classes.feature} id={feature.id === 'location' ? 'location' : undefined}>
                  <MediaImage
                    src={feature.image.src}
                    sizes="(min-width: 62em) 30vw, 100vw"
                    width={800}
                    height={533}
                    alt={feature.image.alt()}
                    loading="lazy"
                    decoding="async"
                    className={classes.featureImage}
                  />
                  <div className={classes.featureBody}>
                    <FeatureIcon size={28} stroke={1.25} aria-hidden="true" className={classes.featureIcon} />
                    <h3 className={classes.featureTitle}>{feature.title()}</h3>
                    <p className={classes.featureText}>{feature.description(display)}</p>
                  </div>
                </article>
              </Reveal>
            );
          })}
        </div>
      </div>
    </section>
  );
}
