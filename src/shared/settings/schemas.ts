import { z } from 'zod';
import { STAFF_ROLES } from '../staff/permissions.ts';

/** The console's settings as staff read and change them. */
export const consoleSettingsSchema = z.object({
  /** When on, a listing whose advertising permit is missing or expired is not advertised. */
  advertiseOnlyWithValidPermit: z.boolean({ error: 'Choose on or off' }),
  /**
   * The roles whose accounts must sign in with a second factor (an app code or a passkey); none: it is
   * optional. STAFF_2FA_REQUIRED=true holds every role whatever this says.
   */
  staffTwoFactorRoles: z
    .array(z.enum(STAFF_ROLES, { error: 'Choose among the staff roles' }), { error: 'Choose the roles' })
    .max(STAFF_ROLES.length)
    // Kept in the table's order, each role once, however the roles were sent.
    .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role))),
});

export type ConsoleSettings = z.output<typeof consoleSettingsSchema>;

export const consoleSettingsPatchSchema = consoleSettingsSchema.partial();
