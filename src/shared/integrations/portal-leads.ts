/** Portal leads (issue #30): what both the server and the console know about a lead from a portal. */
export const PORTAL_SOURCES = ['property-finder', 'bayut', 'dubizzle'] as const;
export type PortalSourceId = (typeof PORTAL_SOURCES)[number];

/** The lead's `source` as the inbox filter and "Leads by source" name it. */
export const PORTAL_SOURCE_NAMES: Record<PortalSourceId, string> = {
  'property-finder': 'Property Finder',
  bayut: 'Bayut',
  dubizzle: 'dubizzle',
};

export const PORTAL_CHANNELS = ['call', 'whatsapp', 'email'] as const;
export type PortalChannel = (typeof PORTAL_CHANNELS)[number];

export const PORTAL_CHANNEL_LABELS: Record<PortalChannel, string> = {
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
};

/** The listing as the portal showed it; kept even when its reference names none of our properties. */
export interface PortalListingView {
  id: string | null;
  reference: string | null;
  url: string | null;
  title: string | null;
}

/** What a portal told us about a lead beyond the contact and message (stored on the lead as JSON). */
export interface PortalLeadDetails {
  listing: PortalListingView | null;
  /** Property Finder's link to answer the lead on the portal. */
  responseLink: string | null;
  /** Bayut's link to contact the enquirer (WhatsApp leads). */
  contactLink: string | null;
  whatsappUsername: string | null;
  call: { status: string | null; durationSeconds: number | null } | null;
}

export interface PortalLeadView extends PortalLeadDetails {
  source: PortalSourceId;
  leadId: string;
  channel: PortalChannel | null;
}

/** The Integrations screen: one card per source (the portals, and WhatsApp's webhook). */
export interface PortalSourceHealth {
  source: PortalSourceId | 'whatsapp';
  lastEventAt: string | null;
  events24h: number;
  signatureFailures24h: number;
  lastErrors: Array<{ at: string; kind: 'processing' | 'malformed'; message: string }>;
}
