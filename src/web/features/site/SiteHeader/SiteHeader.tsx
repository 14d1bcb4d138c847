import { Button } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMenu2, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { AGENCY, agencyLinks } from '../../../../shared/agency.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { anchorHref } from '../../../content/navigation.ts';
import { useIsLandingPage } from '../use-landing-page.ts';
import { BrandMark } from '../BrandMark/BrandMark.tsx';
import { DisplayPreferencesControl } from '../DisplayPreferences/DisplayPreferences.tsx';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.tsx';
import { ShortlistLink } from '../../shortlist/ShortlistLink/ShortlistLink.tsx';
import layout from '../../../styles/layout.module.css';
import classes from './SiteHeader.module.css';

/**
 * The side menu is a Mantine Drawer (modal base, focus trap, scroll lock, transitions): a large share
 * of the script every page would load for a panel that starts closed. It arrives in its own chunk
 * when first opened, fetched ahead as soon as the pointer or focus reaches the MENU button.
 */
const loadSiteMenu = () => import('../SiteMenu/SiteMenu.tsx');
const SiteMenu = lazy(() => loadSiteMenu().then((module) => ({ default: module.SiteMenu })));

/** Past this many pixels of scroll the header turns solid: the hero image no longer sits behind it. */
export const HEADER_SOLID_AFTER_PX = 10;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/**
 * The site header: a contact strip on large screens, the MENU button and side menu, the logo home
 * link with the agency's licence statement, and ENQUIRE NOW. Translucent at the top of the page,
 * solid once scrolled.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so later openings animate and keep their focus handling.
  const [menuMounted, setMenuMounted] = useState(false);
  // The drawer first mounts already open, before it could note where focus was: return it here.
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  const solid = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const onLanding = useIsLandingPage();

  return (
    <header className={classes.header} data-solid={solid || undefined}>
      <div className={classes.strip}>
        <div className={`${layout.container} ${classes.stripInner}`}>
          <ul className={classes.stripContacts} aria-label={m.header_contacts_label()}>
            <li>
              <a href={agencyLinks.phone}>
                <IconPhone size={14} stroke={1.5} aria-hidden="true" />
                <bdi dir="ltr">{AGENCY.phone.display}</bdi>
              </a>
            </li>
            <li>
              <a href={agencyLinks.email}>
                <IconMail size={14} stroke={1.5} aria-hidden="true" />
                {AGENCY.email}
              </a>
            </li>
            <li>
              <a href={agencyLinks.whatsapp()} target="_blank" rel="noopener noreferrer">
                <IconBrandWhatsapp size={14} stroke={1.5} aria-hidden="true" />
                {m.header_whatsapp()}
              </a>
            </li>
          </ul>
          <p className={classes.taglines}>
            <span>{m.agency_tagline_specialists()}</span>
            <span>{m.agency_tagline_viewings()}</span>
          </p>
          <LanguageSwitcher tone="dark" />
        </div>
      </div>
      <div className={`${layout.container} ${classes.inner}`}>
        <div className={classes.start}>
          <button
            ref={menuButton}
            type="button"
            className={classes.menuButton}
            onClick={() => {
              setMenuMounted(true);
              setMenuOpen(true);
            }}
            onPointerEnter={() => void loadSiteMenu()}
            onFocus={() => void loadSiteMenu()}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
          >
            <IconMenu2 size={22} stroke={1.25} aria-hidden="true" />
            <span>{m.header_menu()}</span>
          </button>
          <ShortlistLink />
        </div>
        <div className={classes.center}>
          <Link to="/" className={classes.logo}>
            <BrandMark />
            <span className={classes.wordmark}>
              <span className={classes.name}>Six Senses Residences</span>
              <span className={classes.separator}> · </span>
              <span className={classes.place}>{m.brand_place()}</span>
            </span>
          </Link>
          <p className={classes.statement}>{m.agency_tagline()}</p>
        </div>
        <div className={classes.end}>
          <DisplayPreferencesControl variant="header" />
          <Button
            component="a"
            href={anchorHref('#contact', onLanding)}
            size="sm"
            className={classes.enquire}
            classNames={{ label: classes.enquireLabel }}
          >
            {m.header_enquire()}
          </Button>
        </div>
      </div>
      {menuMounted && (
        <Suspense fallback={null}>
          <SiteMenu opened={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
