import type { SessionUser } from '../auth.service.ts';

/** Where a requirement for two-factor sign-in comes from. */
export interface TwoFactorRequirement {
  /** STAFF_2FA_REQUIRED=true. */
  fromEnvironment: boolean;
  /** The owners' console setting "Require two-factor sign-in". */
  fromSetting: boolean;
}

/**
 * Whether this account must have a second factor. The requirement covers owners and managers; until
 * accounts carry a role every staff account is treated as one of them (at the roles merge this is the
 * one place that looks at `user.role`).
 */
export function mustUseTwoFactor(_user: SessionUser, requirement: TwoFactorRequirement): boolean {
  return requirement.fromEnvironment || requirement.fromSetting;
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
