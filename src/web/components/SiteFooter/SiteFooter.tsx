import { Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AGENCY, SITE_NAME, agencyLinks } from '../../../shared/agency.ts';
import { BrandMark } from '../BrandMark/BrandMark.tsx';
import classes from './SiteFooter.module.css';

/**
 * The year in Dubai, on the server and in the browser alike, so the copyright line never differs
 * between the two around New Year (which would be a hydration mismatch).
 */
function currentYear(): string {
  return new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date());
}

/** The site footer: contact details, regulator registration and the copyright line. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.top}>
          <Link to="/" className={classes.brand} aria-label={`${SITE_NAME}, home`}>
            <BrandMark size={44} />
            <span className={classes.brandName}>Six Senses Residences</span>
          </Link>
          <address className={classes.contact}>
            <span>{AGENCY.address.line}</span>
            <a href={agencyLinks.phone}>{AGENCY.phone.display}</a>
            <a href={agencyLinks.email}>{AGENCY.email}</a>
          </address>
        </div>
        <div className={classes.bottom}>
          <p className={classes.legal}>
            © {currentYear()} {SITE_NAME}. All rights reserved.
          </p>
          <p className={classes.legal}>
            Licensed by the {AGENCY.regulator.name} · {AGENCY.regulator.registration}
          </p>
        </div>
      </Container>
    </footer>
  );
}
