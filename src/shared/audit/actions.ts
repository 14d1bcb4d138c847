// No zod here: the console's audit route parses its search parameters with this list (see lib/search-params.ts).

/**
 * Every action the audit trail records: a closed list, so the console can filter on it and a typo in
 * a call is a type error. To record a new kind of action, add its name here (and its label in
 * `src/web/routes/admin/audit/-components/audit-labels.ts`), then call `services.audit.record` where it happens.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  /** A wrong or replayed app code, a wrong recovery code or a failed passkey; a burst is one event with a count. */
  'auth.second_factor_failed',
  'auth.sign_out',
  'auth.password_changed',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.recovery_codes_generated',
  'auth.passkey_added',
  'auth.passkey_removed',
  'account.created',
  'account.role_changed',
  'account.lead_export_changed',
  'account.agent_linked',
  'account.password_reset',
  'account.disabled',
  'account.enabled',
  'account.deleted',
  'account.session_ended',
  'account.two_factor_reset',
  'account.password_confirmation_failed',
  'account.email_verification_sent',
  'account.email_changed',
  'agent.email_changed',
  'leads.csv_exported',
  'privacy.searched',
  'privacy.exported',
  'privacy.erased',
  'settings.changed',
  'integration.changed',
  'integration.feed_token_rotated',
  'webhook.endpoint_created',
  'webhook.endpoint_updated',
  'webhook.endpoint_deleted',
  'webhook.secret_rotated',
  'webhook.endpoint_disabled',
  'api_key.created',
  /** A key used from a client address it was not seen at within the idle time (one event per key and address). */
  'api_key.used_from_new_address',
  'api_key.revoked',
  'buyer_tools.fees_changed',
  'message_template.created',
  'message_template.updated',
  'message_template.deleted',
  /** A follow-up plan made or changed (issue #45). */
  'plan.saved',
  'listing.published',
  'listing.withdrawn',
  'listing.permit_changed',
  'listing.deleted',
  'database.backed_up',
  'database.restored',
  'portal.publish_requested',
  'portal.unpublish_requested',
  'portal.taken_down',
  'deal.created',
  'deal.updated',
  'deal.stage_changed',
  'deal.payment_added',
  'deal.party_added',
  'deal.party_changed',
  'deal.party_removed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
