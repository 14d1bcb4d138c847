import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandYoutube } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AGENCY, agencyLinks } from '../../../../shared/agency.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import {
  anchorHref,
  FOOTER_ANCHORS,
  FOOTER_PAGES,
  FOOTER_RESIDENCES,
  LEGAL_LINKS,
} from '../../../content/navigation.ts';
import { formatYear } from '../../../lib/format-time.ts';
import { useAgencyRegistration } from '../../agency/use-agency-registration.ts';
import { useIsLandingPage } from '../use-landing-page.ts';
import { StaticContent } from '../../../ui/StaticContent/StaticContent.tsx';
import { BrandMark } from '../BrandMark/BrandMark.tsx';
import { HydrateOnView } from '../../../ui/HydrateOnView/HydrateOnView.tsx';
import { RegistrationFacts } from '../../agency/RegistrationFacts/RegistrationFacts.tsx';
import layout from '../../../styles/layout.module.css';
import classes from './SiteFooter.module.css';

/**
 * The sign-up form (inputs, consent text, its mutation) sits at the foot of every page: it arrives in
 * a chunk of its own when the visitor comes near it (HydrateOnView). The server renders it in full.
 */
const NewsletterForm = lazy(() =>
  import('../../newsletter/NewsletterForm/NewsletterForm.tsx').then((module) => ({ default: module.NewsletterForm })),
);

/**
 * The year in Dubai, on the server and in the browser alike, so the copyright line never differs
 * between the two around New Year (which would be a hydration mismatch).
 */
function currentYear(): string {
  return formatYear(new Date());
}

const SOCIAL = [
  { name: 'Instagram', href: AGENCY.social.instagram, Icon: IconBrandInstagram },
  { name: 'Facebook', href: AGENCY.social.facebook, Icon: IconBrandFacebook },
  { name: 'LinkedIn', href: AGENCY.social.linkedin, Icon: IconBrandLinkedin },
  { name: 'YouTube', href: AGENCY.social.youtube, Icon: IconBrandYoutube },
] as const;

/**
 * The site footer: anchors and pages, residence types, contact details, newsletter, the agency's
 * and the project's registration, and legal lines.
 */
export function SiteFooter() {
  const onLanding = useIsLandingPage();
  // A page of its own after a navigation: the links' current-page marks move with it.
  const pathname = useLocation({ select: (location) => location.pathname });
  const registration = useAgencyRegistration();
  return (
    <footer className={classes.footer}>
      <div className={`${layout.container} ${classes.inner}`}>
        <div className={classes.top}>
          <StaticContent watch={[pathname]}>
            <div className={classes.brandColumn}>
              <Link to="/" className={classes.brand} aria-label={m.footer_home_label({ site: m.site_name() })}>
                <BrandMark size={44} />
                <span className={classes.brandName}>Six Senses Residences</span>
              </Link>
              <p className={classes.about}>{m.footer_about()}</p>
              <ul className={classes.social} aria-label={m.footer_follow()}>
                {SOCIAL.map(({ name, href, Icon }) => (
                  <li key={name}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={m.footer_opens_new_tab({ name })}
                    >
                      <Icon size={20} stroke={1.5} aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>

            <nav className={classes.column} aria-labelledby="footer-explore">
              <h2 id="footer-explore" className={classes.heading}>
                {m.footer_explore()}
              </h2>
              <ul className={classes.links}>
                {FOOTER_ANCHORS.map((item) => (
                  <li key={item.href}>
                    <a href={anchorHref(item.href, onLanding)}>{item.name()}</a>
                  </li>
                ))}
                {FOOTER_PAGES.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href}>{item.name()}</Link>
                  </li>
                ))}
              </ul>
            </nav>

            <nav className={classes.column} aria-labelledby="footer-residences">
              <h2 id="footer-residences" className={classes.heading}>
                {m.footer_residences()}
              </h2>
              <ul className={classes.links}>
                {FOOTER_RESIDENCES.map((item) => (
                  <li key={item.name()}>
                    <Link to={item.href}>{item.name()}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </StaticContent>
          <div className={classes.column}>
            <h2 className={classes.heading}>{m.footer_contact()}</h2>
            <address className={classes.contact}>
              <span>{m.agency_address()}</span>
              <a href={agencyLinks.phone}>
                <bdi dir="ltr">{AGENCY.phone.display}</bdi>
              </a>
              <a href={agencyLinks.email}>{AGENCY.email}</a>
            </address>
            <h2 className={classes.heading}>{m.footer_newsletter()}</h2>
            <HydrateOnView>
              <Suspense fallback={null}>
                <NewsletterForm />
              </Suspense>
            </HydrateOnView>
          </div>
        </div>
        <StaticContent watch={[registration]}>
          {registration ? (
            <section className={classes.regulatory} aria-labelledby="footer-regulatory">
              <h2 id="footer-regulatory" className={classes.heading}>
                {m.footer_regulatory()}
              </h2>
              <RegistrationFacts registration={registration} tone="dark" />
            </section>
          ) : null}
          <div className={classes.bottom}>
            <p className={classes.legal}>{m.footer_rights({ year: currentYear(), site: m.site_name() })}</p>
            <p className={classes.legal}>
              {m.footer_licensed_by({ regulator: m.agency_regulator() })}
              {registration ? ` · ${m.footer_rera_orn({ orn: registration.reraOrn })}` : null}
            </p>
            <ul className={classes.legalLinks}>
              {LEGAL_LINKS.map((item) => (
                <li key={item.href}>
                  <Link to={item.href}>{item.name()}</Link>
                </li>
              ))}
            </ul>
          </div>
        </StaticContent>
      </div>
    </footer>
  );
}
