/**
 * Who may do what in the console: the one table both sides read. The server refuses a staff
 * procedure unless the caller's role holds the permission it declares (deny by default); the console
 * hides what a role cannot use from the same table.
 */
export const STAFF_ROLES = ['owner', 'manager', 'agent', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  agent: 'Agent',
  editor: 'Editor',
};

const EVERY_ROLE = STAFF_ROLES;
const LEAD_ROLES = ['owner', 'manager', 'agent'] as const;
const CONTENT_ROLES = ['owner', 'manager', 'editor'] as const;
const OWNERS = ['owner'] as const;

export const PERMISSIONS = {
  /** Their own password and session: every signed-in account. */
  'account.own': EVERY_ROLE,
  /** The dashboard (its lead figures follow the caller's lead scope). */
  'dashboard.view': EVERY_ROLE,
  /** Leads, their pipeline and notes, the outbox and speed to lead: agents see their own leads only. */
  'leads.read': LEAD_ROLES,
  'leads.work': LEAD_ROLES,
  /**
   * A lead's timeline (its conversation, calls, history) and writing to its buyer by e-mail or
   * WhatsApp, logging calls: agents on their own leads only, through the one lead scope.
   */
  'conversations.read': LEAD_ROLES,
  'conversations.write': LEAD_ROLES,
  /** The composer's message templates, in every language. */
  'conversations.templates': ['owner', 'manager'],
  /**
   * Tasks and reminders, and the agent's day (/admin/today): agents see and work the tasks assigned
   * to them only (the one agent scope), on leads they hold or of their own.
   */
  'tasks.read': LEAD_ROLES,
  'tasks.work': LEAD_ROLES,
  /** Giving a task to any agent, and every agent's overdue count. */
  'tasks.assign': ['owner', 'manager'],
  /** Follow-up plans' definitions (/admin/plans); starting, resuming and stopping one on a lead is `leads.work`. */
  'plans.manage': ['owner', 'manager'],
  /**
   * Deals from offer to completion (issue #47): agents see and work their own deals only (the one
   * agent scope), owners and managers every deal.
   */
  'deals.read': LEAD_ROLES,
  'deals.work': LEAD_ROLES,
  /** Giving a deal to any agent, and moving a deal back a stage. */
  'deals.manage': ['owner', 'manager'],
  /** Handing a lead to another agent. */
  'leads.assign': ['owner', 'manager'],
  /** Lead CSV export: owners, and managers an owner allowed (`canExportLeads`). */
  'leads.export': ['owner', 'manager'],
  /** The Viewings screen (a day and a week per agent): agents see their own viewings only, as with leads. */
  'viewings.read': LEAD_ROLES,
  /** Booking, moving and cancelling viewings on a visitor's behalf (agents: their own). */
  'viewings.book': LEAD_ROLES,
  /**
   * The reports (/admin/reports): source to revenue (leads to commission per source, campaign,
   * portal, residence type and agent) and follow-up (tasks on time and overdue per agent and source).
   */
  'reports.read': ['owner', 'manager'],
  /** Buyers' alerts and their matches: no agent has them, so agents (who see their own leads) do not. */
  'alerts.read': ['owner', 'manager'],
  /** Resending a stored e-mail to its recipient. */
  'outbox.resend': ['owner', 'manager'],
  /** Listings as staff see them (unpublished ones and permits included). */
  'listings.read': EVERY_ROLE,
  /** Properties, permits, gallery, amenities, testimonials and uploads. */
  'content.edit': CONTENT_ROLES,
  /** The agents as staff see them (routing flags, working hours): every role picks or shows agents. */
  'agents.read': EVERY_ROLE,
  /** The agents of the team page: add, remove, edit any. */
  'agents.manage': ['owner', 'manager'],
  /** An agent's own profile and working hours (any agent's for those who manage agents). */
  'agents.editOwn': ['owner', 'manager', 'agent'],
  /** Uploading a photo (POST /api/uploads): for listings, content or one's own agent profile. */
  'media.upload': EVERY_ROLE,
  'settings.manage': OWNERS,
  'agency.manage': OWNERS,
  'privacy.manage': OWNERS,
  'staff.manage': OWNERS,
  /** The audit trail (/admin/audit). */
  'audit.read': OWNERS,
  /** The Integrations screens: how the portals and outgoing webhooks are doing (/admin/integrations). */
  'integrations.read': ['owner', 'manager'],
  /** Portal credentials, webhook subscriptions and outgoing webhook endpoints. */
  'integrations.manage': OWNERS,
  /** API keys for integrators (/admin/api-keys, /api/api-keys): with a signed-in session only, never with a key. */
  'apiKeys.manage': OWNERS,
  /** Publishing residences to the portals (Property Finder) and taking them down. */
  'portals.publish': ['owner', 'manager'],
  /** Buyer-tool settings: the cost-to-own fees and mortgage caps, residences' payment plans go with content. */
  'buyerTools.manage': ['owner', 'manager'],
  /**
   * The anti-money-laundering file of a deal (identity, screening hits, risk, the goAML package) and
   * the sanctions lists: owners, and any account an owner named Compliance Officer (`complianceOfficer`).
   * Everyone else sees only whether a deal's file is complete, so nobody can tip a customer off.
   */
  'compliance.manage': OWNERS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

/** What a role needs besides itself: a manager exports leads only when an owner allowed it. */
const MANAGER_FLAGS: Partial<Record<Permission, keyof StaffFlags>> = { 'leads.export': 'canExportLeads' };

/** What a flag an owner grants adds to any role: the Compliance Officer works the compliance files. */
const GRANTING_FLAGS: Partial<Record<Permission, keyof StaffFlags>> = { 'compliance.manage': 'complianceOfficer' };

export interface StaffFlags {
  canExportLeads: boolean;
  /** Absent reads as not granted, so a grant built without it denies (deny by default). */
  complianceOfficer?: boolean;
}

export interface StaffGrant extends StaffFlags {
  role: StaffRole;
  /**
   * Set when the caller is an API key rather than a signed-in account: the permissions (scopes) it
   * holds, which narrow what its role allows and never widen it.
   */
  apiKey?: { id: number; scopes: readonly Permission[] };
}

/**
 * What an API key may hold: any permission but the account's own things (a key has no password or
 * session) and key management itself, so a leaked key can never mint or keep alive another.
 */
export const API_KEY_SCOPES: readonly Permission[] = Object.keys(PERMISSIONS).filter(
  (permission): permission is Permission =>
    permission in PERMISSIONS &&
    permission !== 'account.own' &&
    permission !== 'apiKeys.manage' &&
    // Screening hits never leave through an integrator's key: no tipping off by a third system.
    permission !== 'compliance.manage',
);

export function can(user: StaffGrant | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  if (user.apiKey && !user.apiKey.scopes.includes(permission)) return false;
  const granting = GRANTING_FLAGS[permission];
  if (granting && user[granting]) return true;
  const roles: readonly StaffRole[] = PERMISSIONS[permission];
  if (!roles.includes(user.role)) return false;
  const flag = MANAGER_FLAGS[permission];
  return user.role !== 'manager' || !flag || Boolean(user[flag]);
}

export const NOT_AVAILABLE_TO_ROLE = 'Not available to your role';
/** A key's refusal names the scope it lacks, so the integrator knows what to ask the owner for. */
export function missingScopeMessage(permission: Permission): string {
  return API_KEY_SCOPES.includes(permission)
    ? `This API key does not hold the ${permission} scope`
    : 'API keys cannot be used here: sign in';
}
export const MUST_CHANGE_PASSWORD = 'Choose a new password to continue';
