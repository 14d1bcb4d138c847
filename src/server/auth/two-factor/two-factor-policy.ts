import type { StaffRole } from '../../../shared/staff/permissions.ts';
import type { SessionUser } from '../auth.service.ts';

/** Where a requirement for two-factor sign-in comes from. */
export interface TwoFactorRequirement {
  /** STAFF_2FA_REQUIRED=true: every role, whatever the owners chose. */
  fromEnvironment: boolean;
  /** The roles the owners' console setting "Staff sign-in" requires it of. */
  roles: readonly StaffRole[];
}

/** Whether this account must have a second factor: every account by the environment, or its role by the setting. */
export function mustUseTwoFactor(user: SessionUser, requirement: TwoFactorRequirement): boolean {
  return requirement.fromEnvironment || requirement.roles.includes(user.role);
}

/** Procedures a signed-in account that must set up a second factor may still call. */
export const OPEN_BEFORE_TWO_FACTOR_SET_UP: ReadonlySet<string> = new Set([
  'auth.me',
  'auth.logout',
  'twoFactor.status',
  'twoFactor.startTotp',
  'twoFactor.confirmTotp',
  'twoFactor.passkeys',
  'twoFactor.passkeyRegistrationOptions',
  'twoFactor.registerPasskey',
]);
