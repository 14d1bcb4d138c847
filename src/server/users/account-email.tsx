import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OwnEmailView } from '../../shared/users/schemas.ts';
import { accountEmailEntry } from '../audit/email-change-entries.ts';
import { securityNoticeRecipients } from '../audit/security-notices.tsx';
import { tokenHash } from '../auth/auth.service.ts';
import { notFound, RefusedError } from '../errors.ts';
import { absoluteUrl, type MailSettings } from '../mail/mail-settings.ts';
import { queueMessage, renderMail } from '../mail/outbox.ts';
import type { AuditEntry } from '../audit/audit-entry.ts';
import { UserSchema, type User } from './user.entity.ts';

/** How long a verification link works. */
export const EMAIL_LINK_HOURS = 48;

const LINK_REFUSED = 'This link is not valid or has expired. Ask for a new one on your Account screen.';

/**
 * A staff account's own address. A new address waits as `pendingEmail` until the link sent to it is
 * opened by the account itself; the link's token is stored only as its hash, works once and expires.
 * Each method answers the audit entry of what it did, for the caller to record with the change.
 */
export class AccountEmails {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: MailSettings,
  ) {}

  async view(userId: number): Promise<OwnEmailView> {
    const user = await this.account(userId);
    const live = user.emailTokenExpiresAt && user.emailTokenExpiresAt > new Date() ? user : null;
    const recipients = await securityNoticeRecipients(this.em, this.settings);
    return {
      email: user.email ?? null,
      pendingEmail: live?.pendingEmail ?? null,
      pendingUntil: live?.emailTokenExpiresAt?.toISOString() ?? null,
      noticesToLeadsInbox: recipients.length === 1 && recipients[0] === this.settings.leadsEmail,
    };
  }

  /** Sends a link to `email` for account `userId`; the address in use (if any) stays until it is opened. */
  async request(userId: number, email: string): Promise<AuditEntry> {
    const user = await this.account(userId);
    const token = randomBytes(32).toString('base64url');
    user.pendingEmail = email;
    user.emailTokenHash = tokenHash(token);
    user.emailTokenExpiresAt = new Date(Date.now() + EMAIL_LINK_HOURS * 3600 * 1000);
    await this.em.flush();
    const url = absoluteUrl(this.settings, `/admin/account?verify=${token}`);
    // React Email loads with the first e-mail, not with the server (see src/server/mail/templates/).
    const { VerifyEmail } = await import('./templates/VerifyEmail.tsx');
    const mail = await renderMail(
      'Confirm your address for the staff console',
      <VerifyEmail username={user.username} url={url} hours={EMAIL_LINK_HOURS} />,
    );
    await queueMessage(this.em, { ...mail, kind: 'email-verification', recipient: email });
    return accountEmailEntry('account.email_verification_sent', user.id, user.email ?? null, email);
  }

  /** Opens the link: the pending address becomes the account's, and the token is gone. */
  async verify(userId: number, token: string): Promise<AuditEntry> {
    const user = await this.account(userId);
    const expected = user.emailTokenHash ? Buffer.from(user.emailTokenHash, 'hex') : null;
    const given = Buffer.from(tokenHash(token), 'hex');
    const matches = expected !== null && expected.length === given.length && timingSafeEqual(expected, given);
    if (!matches || !user.pendingEmail || !user.emailTokenExpiresAt || user.emailTokenExpiresAt <= new Date()) {
      throw new RefusedError(LINK_REFUSED);
    }
    const previous = user.email ?? null;
    user.email = user.pendingEmail;
    user.pendingEmail = null;
    user.emailTokenHash = null;
    user.emailTokenExpiresAt = null;
    await this.em.flush();
    return accountEmailEntry('account.email_changed', user.id, previous, user.email);
  }

  private async account(userId: number): Promise<User> {
    // Fresh from the database: the request's session may have loaded the account before a change.
    const user = await this.em.findOne(UserSchema, { id: userId }, { refresh: true });
    if (!user) throw notFound('Staff account not found');
    return user;
  }
}
