import { Drawer, useDirection } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AGENCY, agencyLinks } from '../../../../shared/agency.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { anchorHref, MENU_ITEMS } from '../../../content/navigation.ts';
import { useIsLandingPage } from '../use-landing-page.ts';
import { DisplayPreferencesControl } from '../DisplayPreferences/DisplayPreferences.tsx';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.tsx';
import classes from './SiteMenu.module.css';

export interface SiteMenuProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The slide-in side menu: the ten items of `MENU_ITEMS` in order. It closes on an item, the close
 * button, the backdrop and Escape; focus moves into it and returns to the MENU button.
 */
export function SiteMenu({ opened, onClose }: SiteMenuProps) {
  const onLanding = useIsLandingPage();
  // It slides in from the side the text starts on: the right on Arabic pages.
  const { dir } = useDirection();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={dir === 'rtl' ? 'right' : 'left'}
      size="min(26rem, 88vw)"
      title={m.menu_title()}
      closeButtonProps={{ 'aria-label': m.menu_close() }}
      classNames={{
        content: classes.content,
        header: classes.header,
        title: classes.title,
        body: classes.body,
        close: classes.close,
      }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
    >
      <nav aria-label={m.menu_nav_label()}>
        <ul className={classes.list}>
          {MENU_ITEMS.map((item) => (
            <li key={item.href}>
              {item.href.startsWith('#') ? (
                <a href={anchorHref(item.href, onLanding)} className={classes.item} onClick={onClose}>
                  {item.name()}
                </a>
              ) : (
                <Link to={item.href} className={classes.item} onClick={onClose}>
                  {item.name()}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <DisplayPreferencesControl variant="menu" />
      <div className={classes.contact}>
        <p className={classes.statement}>{m.agency_tagline()}</p>
        <a href={agencyLinks.phone}>
          <bdi dir="ltr">{AGENCY.phone.display}</bdi>
        </a>
        <a href={agencyLinks.email}>{AGENCY.email}</a>
      </div>
      <div className={classes.languages}>
        <LanguageSwitcher tone="light" />
      </div>
    </Drawer>
  );
}
