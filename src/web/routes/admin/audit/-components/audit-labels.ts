import type { AuditAction } from '../../../../../shared/audit/actions.ts';
import type { AuditDetails, AuditEventView } from '../../../../../shared/audit/schemas.ts';

/** What each action reads as in the console. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in refused',
  'auth.second_factor_failed': 'Second step refused',
  'auth.sign_out': 'Signed out',
  'auth.password_changed': 'Password changed',
  'auth.two_factor_enabled': 'Two-factor sign-in on',
  'auth.two_factor_disabled': 'Two-factor sign-in off',
  'auth.recovery_codes_generated': 'Recovery codes made',
  'auth.passkey_added': 'Passkey added',
  'auth.passkey_removed': 'Passkey removed',
  'account.created': 'Account created',
  'account.role_changed': 'Role changed',
  'account.lead_export_changed': 'Lead export changed',
  'account.compliance_officer_changed': 'Compliance Officer changed',
  'account.agent_linked': 'Agent linked',
  'account.password_reset': 'Password reset',
  'account.disabled': 'Account disabled',
  'account.enabled': 'Account enabled',
  'account.deleted': 'Account deleted',
  'account.session_ended': 'Session ended',
  'account.two_factor_reset': 'Two-factor sign-in reset',
  'account.password_confirmation_failed': 'Account change refused (wrong password)',
  'account.email_verification_sent': 'E-mail verification sent',
  'account.email_changed': 'Account e-mail changed',
  'agent.email_changed': 'Agent e-mail changed',
  'leads.csv_exported': 'Leads exported (CSV)',
  'privacy.searched': 'Personal data searched',
  'privacy.exported': 'Personal data exported',
  'privacy.erased': 'Personal data erased',
  'settings.changed': 'Settings changed',
  'integration.changed': 'Integration changed',
  'integration.feed_token_rotated': 'Portal feed token rotated',
  'webhook.endpoint_created': 'Webhook endpoint added',
  'webhook.endpoint_updated': 'Webhook endpoint changed',
  'webhook.endpoint_deleted': 'Webhook endpoint deleted',
  'webhook.secret_rotated': 'Webhook secret rotated',
  'webhook.endpoint_disabled': 'Webhook endpoint disabled after failures',
  'api_key.created': 'API key created',
  'api_key.used_from_new_address': 'API key used from a new address',
  'api_key.revoked': 'API key revoked',
  'buyer_tools.fees_changed': 'Cost-to-own fees changed',
  'message_template.created': 'Message template added',
  'message_template.updated': 'Message template changed',
  'message_template.deleted': 'Message template deleted',
  'plan.saved': 'Follow-up plan saved',
  'listing.published': 'Listing published',
  'listing.withdrawn': 'Listing withdrawn',
  'listing.permit_changed': 'Permit changed',
  'listing.deleted': 'Listing deleted',
  'database.backed_up': 'Database backed up',
  'database.restored': 'Database restored',
  'portal.publish_requested': 'Sent to Property Finder',
  'portal.unpublish_requested': 'Taken down from Property Finder',
  'portal.taken_down': 'Taken down from Property Finder by the system',
  'deal.created': 'Deal started',
  'deal.updated': 'Deal changed',
  'deal.stage_changed': 'Deal moved to another stage',
  'deal.payment_added': 'Payment recorded on a deal',
  'deal.party_added': 'Party added to a deal',
  'deal.party_changed': 'Deal party changed',
  'deal.party_removed': 'Party removed from a deal',
  'deal.document_added': 'Paper uploaded to a deal',
  'compliance.list_uploaded': 'Sanctions list uploaded',
  'compliance.party_updated': 'Due diligence changed',
  'compliance.owner_changed': 'Beneficial owner changed',
  'compliance.document_added': 'Compliance document added',
  'compliance.document_removed': 'Compliance document removed',
  'compliance.screened': 'Parties screened',
  'compliance.hit_resolved': 'Screening hit resolved',
  'compliance.edd_changed': 'Enhanced due diligence changed',
  'compliance.package_exported': 'goAML package exported',
  'compliance.file_deleted': 'Compliance file deleted (retention)',
};

/** Refusals, removals and data leaving the console stand out in the list. */
export function actionColor(action: AuditAction): string {
  if (
    action === 'auth.sign_in_failed' ||
    action === 'auth.second_factor_failed' ||
    action.endsWith('erased') ||
    action.endsWith('deleted')
  )
    return 'red';
  if (action.includes('export')) return 'indigo';
  if (action.startsWith('auth.')) return 'gray';
  return 'orchid';
}

/** "rowCount" → "row count". */
function words(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * The details as one line: "status: New · searched: yes · row count: 12", an id of a record that has
 * a name shown with it ("agent: Layla Haddad (5)").
 */
export function detailsText(details: AuditDetails, names: Readonly<Record<string, string>> = {}): string {
  return Object.entries(details)
    .map(([key, value]) => {
      const shown = Array.isArray(value)
        ? value.join(', ')
        : typeof value === 'boolean'
          ? value
            ? 'yes'
            : 'no'
          : String(value ?? '—');
      const name = names[key];
      return `${words(key)}: ${name === undefined ? shown : `${name} (${shown})`}`;
    })
    .join(' · ');
}

/**
 * The subject by its record's name with the id kept beside it: "alice (user 3)", "Sky Villa (listing
 * 12)"; a record that is gone says so: "user 3 (deleted)", "alice (user 3, deleted)".
 */
export function subjectText({ subject, subjectName }: Pick<AuditEventView, 'subject' | 'subjectName'>): string {
  if (!subjectName) return subject;
  const { name, deleted } = subjectName;
  if (!deleted) return name ? `${name} (${subject})` : subject;
  return name ? `${name} (${subject}, deleted)` : `${subject} (deleted)`;
}
