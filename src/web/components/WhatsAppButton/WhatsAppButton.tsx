import { IconBrandWhatsapp } from '@tabler/icons-react';
import { agencyLinks } from '../../../shared/agency.ts';
import classes from './WhatsAppButton.module.css';

export const WHATSAPP_GREETING = 'Hello, I am interested in Six Senses Residences, Palm Jumeirah.';
export const WHATSAPP_TOOLTIP = 'Chat on WhatsApp';

/**
 * The floating chat button, bottom right, with its 'Chat on WhatsApp' tooltip.
 * The tooltip is plain CSS (hover and keyboard focus): a positioning library for one label on every
 * page would cost more script than the rest of the shell.
 */
export function WhatsAppButton() {
  return (
    <a
      href={agencyLinks.whatsapp(WHATSAPP_GREETING)}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.button}
      aria-label={WHATSAPP_TOOLTIP}
    >
      <IconBrandWhatsapp size={30} stroke={1.5} aria-hidden="true" />
      <span className={classes.tooltip} aria-hidden="true">
        {WHATSAPP_TOOLTIP}
      </span>
    </a>
  );
}
