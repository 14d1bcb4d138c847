import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { m } from '../../../../shared/paraglide/messages.js';
import { useResidenceInterest } from '../../returning-buyers/use-residence-interest.ts';
import { toggleShortlisted, useShortlist } from '../shortlist-store.ts';
import classes from './SaveToggle.module.css';

export interface SaveToggleProps {
  propertyId: number;
  /** `overlay` sits on a card's photo (icon only); `inline` is a labelled button on the residence page. */
  variant?: 'overlay' | 'inline';
}

/**
 * Saves a residence to the visitor's shortlist, or removes it. The server and hydration render the
 * unsaved state (the shortlist lives in this browser); the saved one follows right after hydration.
 */
export function SaveToggle({ propertyId, variant = 'overlay' }: SaveToggleProps) {
  const saved = useShortlist().includes(propertyId);
  const report = useResidenceInterest();
  const Icon = saved ? IconHeartFilled : IconHeart;
  return (
    <button
      type="button"
      className={classes.toggle}
      data-variant={variant}
      data-saved={saved || undefined}
      aria-label={saved ? m.shortlist_remove() : m.shortlist_save()}
      onClick={() => {
        toggleShortlisted(propertyId);
        if (!saved) report({ propertyId, kind: 'shortlist' });
      }}
    >
      <Icon size={variant === 'overlay' ? 20 : 18} stroke={1.5} aria-hidden="true" />
      {variant === 'inline' ? (
        <span aria-hidden="true">{saved ? m.shortlist_saved_short() : m.shortlist_save_short()}</span>
      ) : null}
    </button>
  );
}
