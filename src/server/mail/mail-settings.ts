import type { Env } from '../env.ts';

/** What the messages need to know about the site; the SMTP connection is the worker's business. */
export interface MailSettings {
  publicUrl: string;
  leadsEmail: string;
  reminderMinutes: number;
}

export function mailSettingsFrom(env: Pick<Env, 'PUBLIC_URL' | 'LEADS_EMAIL' | 'LEAD_REMINDER_MINUTES'>): MailSettings {
  return {
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    leadsEmail: env.LEADS_EMAIL.toLowerCase(),
    reminderMinutes: env.LEAD_REMINDER_MINUTES,
  };
}

/** An absolute URL on the public site for a path or an already absolute URL. */
export function absoluteUrl(settings: MailSettings, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${settings.publicUrl}/`).toString();
}
