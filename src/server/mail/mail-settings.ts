import type { Env } from '../env.ts';

/**
 * How many e-mails the public forms may send one typed address in any 24 hours: whoever fills in a
 * form chooses the recipient, so without a cap the site mails anyone on demand.
 */
export interface PublicFormMail {
  perRecipientPerDay: number;
}

/** What the messages need to know about the site; the SMTP connection is the worker's business. */
export interface MailSettings {
  publicUrl: string;
  leadsEmail: string;
  reminderMinutes: number;
  publicFormMail: PublicFormMail;
  /** Where buyers' answers come back (`reply+<token>@` this domain): INBOUND_EMAIL_DOMAIN, or null when unset. */
  inboundEmailDomain: string | null;
}

export function mailSettingsFrom(
  env: Pick<
    Env,
    | 'PUBLIC_URL'
    | 'LEADS_EMAIL'
    | 'LEAD_REMINDER_MINUTES'
    | 'PUBLIC_MAIL_PER_RECIPIENT_PER_DAY'
    | 'INBOUND_EMAIL_DOMAIN'
  >,
): MailSettings {
  return {
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    leadsEmail: env.LEADS_EMAIL.toLowerCase(),
    reminderMinutes: env.LEAD_REMINDER_MINUTES,
    publicFormMail: { perRecipientPerDay: env.PUBLIC_MAIL_PER_RECIPIENT_PER_DAY },
    inboundEmailDomain: env.INBOUND_EMAIL_DOMAIN?.toLowerCase() ?? null,
  };
}

/** An absolute URL on the public site for a path or an already absolute URL. */
export function absoluteUrl(settings: MailSettings, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${settings.publicUrl}/`).toString();
}
