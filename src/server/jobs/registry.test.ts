import { describe, expect, it } from 'vitest';
import { crontabOf } from './define-job.ts';
import { APP_JOBS } from './registry.ts';

describe('the job registry', () => {
  it('keeps every task name, since jobs already queued in a database carry it', () => {
    expect(APP_JOBS.map((job) => job.name).sort()).toEqual([
      'audit_retention',
      'compliance_rescreen',
      'compliance_retention',
      'conversation_files_purge',
      'conversation_send',
      'database_backup',
      'idempotency_purge',
      'inbound_imap_poll',
      'inbound_mail',
      'inbound_mail_purge',
      'lead_reminder',
      'newsletter_signup_expiry',
      'pf_listing_check',
      'pf_listing_permits',
      'pf_listing_sync',
      'plan_start',
      'plan_step',
      'portal_event',
      'property_alerts',
      'property_finder_poll',
      'send_outbox_message',
      'task_reminder',
      'task_reminder_whatsapp',
      'viewing_reminder',
      'webhook_delivery',
      'whatsapp_media',
    ]);
  });

  it('schedules the recurring jobs as before', () => {
    expect(crontabOf(APP_JOBS).split('\n').sort()).toEqual([
      '15 * * * * idempotency_purge',
      '15 2 * * * database_backup ?max=3',
      '30 3 * * * audit_retention',
      '40 3 * * * inbound_mail_purge',
      '45 3 * * * compliance_retention',
      '5 20 * * * pf_listing_permits',
      '7 * * * * property_alerts',
    ]);
  });
});
