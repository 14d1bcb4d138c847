import { propertyAlertsJob } from '../alerts/alert-jobs.ts';
import { complianceRetentionJob } from '../compliance/retention/legal-hold.ts';
import { complianceRescreenJob } from '../compliance/screening/screening.ts';
import { conversationFilesPurgeJob } from '../conversations/conversation-files-purge.ts';
import { conversationSendJob } from '../conversations/conversation-send-job.ts';
import { auditRetentionJob } from '../audit/audit-retention.ts';
import { databaseBackupJob } from '../backups/backup-jobs.ts';
import { idempotencyPurgeJob } from '../idempotency/idempotency.ts';
import { inboundImapPollJob } from '../integrations/inbound-mail/imap-poll.ts';
import { inboundMailJob, inboundMailPurgeJob } from '../integrations/inbound-mail/inbound-mail-job.ts';
import { portalEventJob } from '../integrations/portals/portal-event-job.ts';
import { propertyFinderPollJob } from '../integrations/property-finder/lead-poll.ts';
import { pfListingCheckJob, pfListingSyncJob } from '../integrations/property-finder/listing-sync.ts';
import { pfListingPermitsJob } from '../integrations/property-finder/listing-tasks.ts';
import { webhookDeliveryJob } from '../integrations/webhooks/webhook-delivery-job.ts';
import { whatsappMediaJob } from '../integrations/whatsapp/whatsapp-media-job.ts';
import { leadReminderJob } from '../mail/lead-messages.tsx';
import { sendMessageJob } from '../mail/mail-jobs.ts';
import { newsletterSignupExpiryJob } from '../newsletter/newsletter-signups.ts';
import { planStartJob } from '../plans/plan-start-job.ts';
import { planStepJob } from '../plans/plan-step-job.tsx';
import { taskReminderJob } from '../tasks/task-reminder.tsx';
import { taskWhatsAppReminderJob } from '../tasks/task-reminder-whatsapp.ts';
import { viewingReminderJob } from '../viewings/viewing-notices.tsx';
import type { JobDefinition } from './define-job.ts';

/** Every job the worker runs. A new job is defined beside its domain's code and added here. */
export const APP_JOBS: readonly JobDefinition[] = [
  sendMessageJob,
  leadReminderJob,
  webhookDeliveryJob,
  newsletterSignupExpiryJob,
  portalEventJob,
  propertyFinderPollJob,
  pfListingSyncJob,
  pfListingCheckJob,
  pfListingPermitsJob,
  propertyAlertsJob,
  viewingReminderJob,
  auditRetentionJob,
  databaseBackupJob,
  idempotencyPurgeJob,
  conversationSendJob,
  conversationFilesPurgeJob,
  inboundMailJob,
  inboundImapPollJob,
  inboundMailPurgeJob,
  whatsappMediaJob,
  taskReminderJob,
  taskWhatsAppReminderJob,
  planStartJob,
  planStepJob,
  complianceRescreenJob,
  complianceRetentionJob,
];
