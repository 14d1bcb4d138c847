import {
  PORTAL_CHANNEL_LABELS,
  PORTAL_SOURCE_NAMES,
  type PortalLeadView,
} from '../../../shared/integrations/portal-leads.ts';

/** "Property Finder · WhatsApp": where a portal's lead came from and how, for the inbox and the lead page. */
export function portalLeadLabel(portal: PortalLeadView): string {
  const channel = portal.channel ? PORTAL_CHANNEL_LABELS[portal.channel] : null;
  return [PORTAL_SOURCE_NAMES[portal.source], channel].filter(Boolean).join(' · ');
}

/** A call's length as "1 min 05 s" (or "18 s"). */
export function callDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

/** Where staff answer the lead on the portal, and what the link says. */
export function portalAnswerLink(portal: PortalLeadView): { href: string; label: string } | null {
  if (portal.responseLink) return { href: portal.responseLink, label: 'Answer on Property Finder' };
  if (portal.contactLink)
    return { href: portal.contactLink, label: `Contact on ${PORTAL_SOURCE_NAMES[portal.source]}` };
  return null;
}
