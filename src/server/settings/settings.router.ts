import { consoleSettingsPatchSchema } from '../../shared/settings/schemas.ts';
import { staffProcedure, router } from '../trpc/init.ts';
import { ConsoleSettingsRepository } from './console-settings.repository.ts';

export const settingsRouter = router({
  get: staffProcedure('settings.manage').query(({ ctx }) => new ConsoleSettingsRepository(ctx.em).read()),

  update: staffProcedure('settings.manage')
    .input(consoleSettingsPatchSchema)
    .mutation(({ ctx, input }) => new ConsoleSettingsRepository(ctx.em).write(input, ctx.user.username)),
});
