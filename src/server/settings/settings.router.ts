import { consoleSettingsPatchSchema, type ConsoleSettings } from '../../shared/settings/schemas.ts';
import type { Context } from '../trpc/context.ts';
import { settingsEntry } from '../audit/audit-entries.ts';
import { router, staffProcedure } from '../trpc/init.ts';
import { ConsoleSettingsRepository } from './console-settings.repository.ts';

/** The settings as the Settings screen shows them: with what the environment decides over them. */
function shown(ctx: Context, settings: ConsoleSettings) {
  return { ...settings, staffTwoFactorFromEnvironment: ctx.services.twoFactor.requiredByEnvironment };
}

export const settingsRouter = router({
  get: staffProcedure('settings.manage').query(async ({ ctx }) =>
    shown(ctx, await new ConsoleSettingsRepository(ctx.em).read()),
  ),

  update: staffProcedure('settings.manage')
    .input(consoleSettingsPatchSchema)
    .mutation(async ({ ctx, input }) =>
      shown(
        ctx,
        await ctx.services.audit.recordWith(
          ctx,
          (em) => new ConsoleSettingsRepository(em).write(input, ctx.user.username),
          () => settingsEntry(input),
        ),
      ),
    ),
});
