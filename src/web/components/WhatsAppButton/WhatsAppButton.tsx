import { Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { agencyLinks } from '../../../shared/agency.ts';
import classes from './WhatsAppButton.module.css';

export const WHATSAPP_GREETING = 'Hello, I am interested in Six Senses Residences, Palm Jumeirah.';

/** The floating chat button, bottom right, with its 'Chat on WhatsApp' tooltip (spec section 2). */
export function WhatsAppButton() {
  return (
    <Tooltip label="Chat on WhatsApp" position="left" withArrow openDelay={150}>
      <a
        href={agencyLinks.whatsapp(WHATSAPP_GREETING)}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.button}
        aria-label="Chat on WhatsApp"
      >
        <IconBrandWhatsapp size={30} stroke={1.5} aria-hidden="true" />
      </a>
    </Tooltip>
  );
}
