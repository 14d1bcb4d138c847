import { Button, SimpleGrid } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AGENCY, agencyLinks, pageTitle } from '../../../shared/agency.ts';
import { CONTACT_OWNER, WHY_CONTACT_DIRECTLY } from '../../content/contact.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../components/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../components/PageHero/PageSection.tsx';
import { seo } from '../../lib/seo.ts';
import classes from './-components/ContactPage.module.css';

const WHATSAPP_TEXT = 'Hello, I would like to talk about a property at Six Senses Residences, Palm Jumeirah.';

export const Route = createFileRoute('/contact-for-properties/')({
  head: ({ match }) =>
    seo({
      title: pageTitle('Contact for Properties'),
      description:
        'Speak directly to our Six Senses Residences specialist about buying, selling or letting on Palm Jumeirah, by phone, e-mail or WhatsApp.',
      path: '/contact-for-properties',
      siteUrl: match.context.siteUrl,
    }),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageHero
        top={<Breadcrumbs />}
        eyebrow="Owners and buyers"
        title="Contact for Properties"
        lead="Buying, selling or letting at Six Senses Residences? Speak to our specialist directly."
      />
      <PageSection>
        <div className={classes.profile}>
          <img
            src={CONTACT_OWNER.photo}
            width={400}
            height={400}
            alt={`Portrait of ${CONTACT_OWNER.name}`}
            className={classes.portrait}
          />
          <div>
            <h2 className={sectionClasses.splitTitle}>{CONTACT_OWNER.name}</h2>
            <p className={sectionClasses.cardText}>{CONTACT_OWNER.role}</p>
            <p className={sectionClasses.cardText} style={{ marginTop: '1rem' }}>
              {CONTACT_OWNER.bio}
            </p>
            <ul className={classes.contactLinks}>
              <li>
                Phone: <a href={agencyLinks.phone}>{AGENCY.phone.display}</a>
              </li>
              <li>
                Email: <a href={agencyLinks.email}>{AGENCY.email}</a>
              </li>
              <li>
                WhatsApp:{' '}
                <a href={agencyLinks.whatsapp(WHATSAPP_TEXT)} target="_blank" rel="noopener noreferrer">
                  Chat on WhatsApp
                </a>
              </li>
            </ul>
          </div>
        </div>
      </PageSection>
      <PageSection tone="sand" eyebrow="Direct line" title="Why Contact Directly?">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {WHY_CONTACT_DIRECTLY.map((reason) => (
            <article key={reason.title} className={sectionClasses.card}>
              <h3 className={sectionClasses.cardTitle}>{reason.title}</h3>
              <p className={sectionClasses.cardText}>{reason.text}</p>
            </article>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection tone="ink" title="Talk to us today">
        <div className={sectionClasses.bannerActions}>
          <Button component="a" href={agencyLinks.phone}>
            Call {AGENCY.phone.display}
          </Button>
          <Button
            component="a"
            href={agencyLinks.whatsapp(WHATSAPP_TEXT)}
            target="_blank"
            rel="noopener noreferrer"
            variant="white"
            color="dark"
          >
            WhatsApp Us
          </Button>
        </div>
      </PageSection>
    </>
  );
}
