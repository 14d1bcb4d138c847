import { IconBrandWhatsapp } from '@tabler/icons-react';
import { agencyLinks } from '../../../../shared/agency.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import classes from './WhatsAppButton.module.css';

/**
 * The floating chat button, bottom right (bottom left on Arabic pages), with its 'Chat on WhatsApp' tooltip.
 * The tooltip is plain CSS (hover and keyboard focus): a positioning library for one label on every
 * page would cost more script than the rest of the shell.
 */
export function WhatsAppButton() {
  return (
    <a
      href={agencyLinks.whatsapp(m.whatsapp_greeting())}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.button}
      aria-label={m.whatsapp_label()}
    >
      <IconBrandWhatsapp size={30} stroke={1.5} aria-hidden="true" />
      <span className={classes.tooltip} aria-hidden="true">
        {m.whatsapp_label()}
      </span>
    </a>
  );
}
