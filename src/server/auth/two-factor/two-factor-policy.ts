import type { StaffRole } from '../../../shared/staff/permissions.ts';
import type { SessionUser } from '../auth.service.ts';

/** Where a requirement for two-factor sign-in comes from. */
export interface TwoFactorRequirement {
  /** STAFF_2FA_REQUIRED=true. */
  fromEnvironment: boolean;
  /** The owners' console setting "Require two-factor sign-in". */
  fromSetting: boolean;
}

/** Roles the requirement covers: those who see every lead or run the agency. */
const ROLES_REQUIRING_TWO_FACTOR: ReadonlySet<StaffRole> = new Set(['owner', 'manager']);

/** Whether this account must have a second factor: owners and managers, when it is required. */
export function mustUseTwoFactor(user: SessionUser, requirement: TwoFactorRequirement): boolean {
  return ROLES_REQUIRING_TWO_FACTOR.has(user.role) && (requirement.fromEnvironment || requirement.fromSetting);
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
