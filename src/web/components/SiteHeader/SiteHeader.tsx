import { Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AGENCY, agencyLinks } from '../../../shared/agency.ts';
import { BrandMark } from '../BrandMark/BrandMark.tsx';
import classes from './SiteHeader.module.css';

/** The site header: the logo home link, the residences link and the agency's telephone. */
export function SiteHeader() {
  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <Link to="/" className={classes.logo}>
          <BrandMark />
          <span className={classes.wordmark}>
            <span className={classes.name}>Six Senses Residences</span>
            <span className={classes.separator}> · </span>
            <span className={classes.place}>Palm Jumeirah</span>
          </span>
        </Link>
        <nav aria-label="Main" className={classes.nav}>
          <Link to="/properties" className={classes.navLink} activeProps={{ className: classes.navLinkActive }}>
            Residences
          </Link>
          <a href={agencyLinks.phone} className={classes.phone}>
            {AGENCY.phone.display}
          </a>
        </nav>
      </Container>
    </header>
  );
}
