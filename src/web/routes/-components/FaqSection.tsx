import { Accordion, Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FAQ_ITEMS, faqJsonLd } from '../../content/faq.ts';
import { FAQ_SECTION } from '../../content/landing.ts';
import { JsonLd } from '../../ui/JsonLd/JsonLd.tsx';
import { languageAreaFormat, useDisplayPreferences } from '../../lib/display-preferences.tsx';
import layout from '../../styles/layout.module.css';
import classes from './Landing.module.css';
import { Reveal } from './Reveal.tsx';
import { SectionHeading } from './SectionHeading.tsx';

/** The FAQ: one answer open at a time, which can be closed again. */
export function FaqSection() {
  const { display } = useDisplayPreferences();
  return (
    <section id="faq" className={`${classes.section} ${classes.sand}`} aria-labelledby="faq-title">
      <div className={layout.containerNarrow}>
        <Reveal>
          <SectionHeading id="faq-title" eyebrow={FAQ_SECTION.eyebrow()} title={FAQ_SECTION.heading()} />
        </Reveal>
        <Accordion
          classNames={{ item: classes.faqItem, control: classes.faqControl, panel: classes.faqPanel }}
          chevronPosition="right"
        >
          {FAQ_ITEMS.map((item, index) => (
            <Accordion.Item key={item.id} value={`faq-${index}`}>
              <Accordion.Control>{item.question()}</Accordion.Control>
              <Accordion.Panel>{item.answer(display)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <div className={classes.center}>
          <Button component={Link} to={FAQ_SECTION.action.href} size="lg">
            {FAQ_SECTION.action.label()}
          </Button>
        </div>
      </div>
      <JsonLd data={faqJsonLd(languageAreaFormat())} />
    </section>
  );
}
