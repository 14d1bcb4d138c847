import { IconHeart } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { m } from '../../../../shared/paraglide/messages.js';
import { useShortlist } from '../shortlist-store.ts';
import classes from './ShortlistLink.module.css';

/** The header's way to the shortlist, with how many residences are saved (0 until the page hydrates). */
export function ShortlistLink() {
  const count = useShortlist().length;
  return (
    <Link to="/shortlist" className={classes.link} aria-label={m.shortlist_header_label({ count })}>
      <IconHeart size={20} stroke={1.5} aria-hidden="true" />
      {count > 0 ? (
        <span className={classes.count} aria-hidden="true" data-testid="shortlist-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
