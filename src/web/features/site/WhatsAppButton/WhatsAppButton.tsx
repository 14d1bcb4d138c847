import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useRef, type CSSProperties, type MouseEvent } from 'react';
import { agencyLinks } from '../../../../shared/agency.ts';
import { newWhatsAppReference, withWhatsAppReference } from '../../../../shared/integrations/whatsapp.ts';
import { m } from '../../../../shared/paraglide/messages.js';
import { leadContext } from '../../leads/attribution.ts';
import classes from './WhatsAppButton.module.css';
import { useClearOfControls } from './use-clear-of-controls.ts';

/**
 * The floating chat button, bottom right (bottom left on Arabic pages), with its 'Chat on WhatsApp' tooltip.
 * The tooltip is plain CSS (hover and keyboard focus): a positioning library for one label on every
 * page would cost more script than the rest of the shell.
 *
 * A tap prefills a fresh reference ("Ref W3K9QZ") after the greeting and tells the server which web
 * visit it stands for (its campaign tags and landing page, nothing about the person), so the lead the
 * visitor's first message opens keeps the visit's attribution. The reference is made at the tap, in
 * the click handler, so the link the browser then follows already carries it; the server is told in
 * the background and the chat opens whether or not that call arrives.
 *
 * It never lies over a control or a figure (useClearOfControls): it rises above them, or steps aside.
 */
export function WhatsAppButton() {
  const { trpc } = useRouteContext({ from: '__root__' });
  const remember = useMutation(trpc.whatsapp.rememberVisit.mutationOptions());
  const link = useRef<HTMLAnchorElement>(null);
  const { lift, away } = useClearOfControls(link);
  const tapped = (event: MouseEvent<HTMLAnchorElement>) => {
    const reference = newWhatsAppReference();
    event.currentTarget.href = agencyLinks.whatsapp(withWhatsAppReference(m.whatsapp_greeting(), reference));
    remember.mutate({ reference, attribution: leadContext().attribution ?? {} });
  };
  return (
    <a
      ref={link}
      href={agencyLinks.whatsapp(m.whatsapp_greeting())}
      target="_blank"
      rel="noopener noreferrer"
      className={classes.button}
      aria-label={m.whatsapp_label()}
      onClick={tapped}
      style={lift ? ({ '--whatsapp-lift': `${lift}px` } as CSSProperties) : undefined}
      data-away={away || undefined}
      data-testid="whatsapp-float"
    >
      <IconBrandWhatsapp size={30} stroke={1.5} aria-hidden="true" />
      <span className={classes.tooltip} aria-hidden="true">
        {m.whatsapp_label()}
      </span>
    </a>
  );
}
