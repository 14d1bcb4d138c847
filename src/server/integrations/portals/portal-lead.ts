import type { PortalChannel, PortalLeadDetails } from '../../../shared/integrations/portal-leads.ts';
import type { PortalSource } from './portal-events.ts';

/** A portal's lead in one shape, whichever portal sent it and however (webhook or polling). */
export interface PortalLead extends PortalLeadDetails {
  source: PortalSource;
  leadId: string;
  channel: PortalChannel | null;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  /** When the portal received it: speed to lead counts from here. */
  receivedAt: Date | null;
}

/** An optional text field a portal may send as a string, a number, null or not at all. */
export function text(value: unknown, max = 500): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/** A time a portal sent as ISO 8601 text or Unix seconds; null when it is neither. */
export function time(value: unknown): Date | null {
  const date = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** An http(s) link, or null: a portal's link is shown to staff as a link, so nothing else gets through. */
export function link(value: unknown): string | null {
  const candidate = text(value, 2000);
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
