import { z } from 'zod';

/** The console's settings as staff read and change them. */
export const consoleSettingsSchema = z.object({
  /** When on, a listing whose advertising permit is missing or expired is not advertised. */
  advertiseOnlyWithValidPermit: z.boolean({ error: 'Choose on or off' }),
  /** When on, owners and managers must sign in with a second factor (an app code or a passkey). */
  staffTwoFactorRequired: z.boolean({ error: 'Choose on or off' }),
});

export type ConsoleSettings = z.output<typeof consoleSettingsSchema>;

export const consoleSettingsPatchSchema = consoleSettingsSchema.partial();
