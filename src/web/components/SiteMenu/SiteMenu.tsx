import { Drawer } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AGENCY, agencyLinks } from '../../../shared/agency.ts';
import { anchorHref, MENU_ITEMS } from '../../content/navigation.ts';
import { useIsLandingPage } from '../../lib/use-landing-page.ts';
import { DisplayPreferencesControl } from '../DisplayPreferences/DisplayPreferences.tsx';
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
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="min(26rem, 88vw)"
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      classNames={{
        content: classes.content,
        header: classes.header,
        title: classes.title,
        body: classes.body,
        close: classes.close,
      }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
    >
      <nav aria-label="Site">
        <ul className={classes.list}>
          {MENU_ITEMS.map((item) => (
            <li key={item.name}>
              {item.href.startsWith('#') ? (
                <a href={anchorHref(item.href, onLanding)} className={classes.item} onClick={onClose}>
                  {item.name}
                </a>
              ) : (
                <Link to={item.href} className={classes.item} onClick={onClose}>
                  {item.name}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <DisplayPreferencesControl variant="menu" />
      <div className={classes.contact}>
        <p className={classes.statement}>{AGENCY.tagline}</p>
        <a href={agencyLinks.phone}>{AGENCY.phone.display}</a>
        <a href={agencyLinks.email}>{AGENCY.email}</a>
      </div>
    </Drawer>
  );
}
