import type { AuditEntry } from './audit-entry.ts';

/**
 * An address as the audit trail keeps it: the first character of the mailbox and the domain
 * ("n***@example.com"), enough to tell two addresses apart in a review, not enough to write to.
 */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** An agent's address changed (a manager may edit it): null when it did not. */
export function agentEmailChangeEntry(agentId: number, from: string, to: string): AuditEntry | null {
  if (from.trim().toLowerCase() === to.trim().toLowerCase()) return null;
  return {
    action: 'agent.email_changed',
    subject: `agent ${agentId}`,
    details: { from: maskEmail(from), to: maskEmail(to) },
  };
}

/** An account's own address: a link was sent to a new one, or the link was opened and the address is in use. */
export function accountEmailEntry(
  action: 'account.email_verification_sent' | 'account.email_changed',
  userId: number,
  from: string | null,
  to: string,
): AuditEntry {
  return { action, subject: `user ${userId}`, details: { from: maskEmail(from), to: maskEmail(to) } };
}
