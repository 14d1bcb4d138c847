import type { AuditAction, AuditDetails } from '../../shared/audit/schemas.ts';

/*
 * What an audit event says and who acted: the words the trail records and the owners' notices
 * (security-notices.tsx) read, in a module of their own so that neither of the two imports the other.
 */

/**
 * Who acted and from where: a tRPC context is one (`ctx`), and so is `{ user, clientIp }` built by
 * hand where the user is not yet in the context (a sign-in) or there is no request (a job: null).
 */
export interface AuditActor {
  user: { id: number; username: string } | null;
  clientIp: string | null;
}

/**
 * The app acting by itself (a job, or a rule that follows a staff change, such as a portal take-down):
 * no user and no client address; the console names it as the system.
 */
export const SYSTEM_ACTOR: AuditActor = { user: null, clientIp: null };

export interface AuditEntry {
  action: AuditAction;
  /** What it is about, in a few words with an id: "inquiry 42", "user 7", "listing 3", "settings". */
  subject: string;
  /** Counts, ids, filters, names of fields: never a secret and no personal data beyond an id. */
  details?: AuditDetails;
  /** Who was named when nobody is signed in yet: the username a failed sign-in tried. */
  username?: string;
}

/** An export's event, and what left the console in words for the owners' notice ("142 leads as CSV"). */
export interface ExportEntry extends AuditEntry {
  exported: string;
}
