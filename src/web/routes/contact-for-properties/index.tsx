import { Button } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AGENCY, agencyLinks, pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { CONTACT_OWNER, WHY_CONTACT_DIRECTLY } from '../../content/contact.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs/Breadcrumbs.tsx';
import { PageHero } from '../../ui/PageHero/PageHero.tsx';
import { PageSection, sectionClasses } from '../../ui/PageHero/PageSection.tsx';
import { TextCards } from '../../ui/PageHero/TextCards.tsx';
import { seo } from '../../lib/seo.ts';
import classes from './-components/ContactPage.module.css';

export const Route = createFileRoute('/contact-for-properties/')({
  head: ({ match }) =>
    seo({
      title: pageTitle(m.contact_page_title()),
      description: m.contact_page_description(),
      path: '/contact-for-properties',
      siteUrl: match.context.siteUrl,
    }),
  component: ContactPage,
});

function ContactPage() {
  // The greeting WhatsApp opens with, in the visitor's language, so the agent answers in it.
  const whatsapp = agencyLinks.whatsapp(m.contact_page_whatsapp_text());
  return (
    <>
      <PageHero
        top={<Breadcrumbs currentLabel={m.contact_page_title()} />}
        eyebrow={m.contact_page_eyebrow()}
        title={m.contact_page_title()}
        lead={m.contact_page_lead()}
      />
      <PageSection>
        <div className={classes.profile}>
          <img
            src={CONTACT_OWNER.photo}
            width={400}
            height={400}
            alt={m.contact_page_portrait({ name: CONTACT_OWNER.name })}
            className={classes.portrait}
          />
          <div>
            <h2 className={sectionClasses.splitTitle}>{CONTACT_OWNER.name}</h2>
            <p className={sectionClasses.cardText}>{CONTACT_OWNER.role()}</p>
            <p className={sectionClasses.cardText} style={{ marginTop: '1rem' }}>
              {CONTACT_OWNER.bio()}
            </p>
            <ul className={classes.contactLinks}>
              <li>
                {m.contact_page_phone()}{' '}
                <a href={agencyLinks.phone}>
                  <bdi dir="ltr">{AGENCY.phone.display}</bdi>
                </a>
              </li>
              <li>
                {m.contact_page_email()} <a href={agencyLinks.email}>{AGENCY.email}</a>
              </li>
              <li>
                {m.contact_page_whatsapp()}{' '}
                <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                  {m.contact_page_whatsapp_link()}
                </a>
              </li>
            </ul>
          </div>
        </div>
      </PageSection>
      <PageSection tone="sand" eyebrow={m.contact_page_why_eyebrow()} title={m.contact_page_why_title()}>
        <TextCards cards={WHY_CONTACT_DIRECTLY} cols={{ base: 1, md: 3 }} />
      </PageSection>
      <PageSection tone="ink" title={m.contact_page_talk_title()}>
        <div className={sectionClasses.bannerActions}>
          <Button component="a" href={agencyLinks.phone}>
            {/* One inline run: the button's label is a flex box, which would drop the space between two items. */}
            <span>
              {m.contact_page_call()} <bdi dir="ltr">{AGENCY.phone.display}</bdi>
            </span>
          </Button>
          <Button component="a" href={whatsapp} target="_blank" rel="noopener noreferrer" variant="white" color="dark">
            {m.contact_page_whatsapp_us()}
          </Button>
        </div>
      </PageSection>
    </>
  );
}
