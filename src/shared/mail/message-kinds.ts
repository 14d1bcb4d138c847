/** Kinds of message the outbox holds; marketing ones never go to a suppressed address. */
export const MESSAGE_KINDS = [
  'lead-notification',
  'lead-acknowledgement',
  'lead-reminder',
  'newsletter-confirmation',
  'newsletter-opt-in',
  'export-notice',
  /** To the owners' verified addresses: a new owner, a second factor turned off, an owner's new address. */
  'security-notice',
  /** The link that verifies a staff account's own address. */
  'email-verification',
  'webhook-disabled',
  'alert-opt-in',
  'property-alert',
  /** A viewing's calendar invitation (booked or moved) to the visitor and to the agent. */
  'viewing-invitation',
  'viewing-cancellation',
  'viewing-reminder',
  'portal-listing-notice',
  /** An agent's e-mail to a buyer from the lead's page (issue #44), sent with the agent's name and the lead's reply address. */
  'conversation-reply',
  /** Tells a lead's agent something about its conversation: the buyer's address bounced, the buyer opted out. */
  'conversation-notice',
  /** To a task's agent at its due time (issue #45). */
  'task-reminder',
  /** A follow-up plan's e-mail to a buyer (issue #45): marketing, with the unsubscribe link and header. */
  'plan-message',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
