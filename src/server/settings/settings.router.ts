import { consoleSettingsPatchSchema } from '../../shared/settings/schemas.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { ConsoleSettingsRepository } from './console-settings.repository.ts';

export const settingsRouter = router({
  get: protectedProcedure.query(({ ctx }) => new ConsoleSettingsRepository(ctx.em).read()),

  update: protectedProcedure
    .input(consoleSettingsPatchSchema)
    .mutation(({ ctx, input }) => new ConsoleSettingsRepository(ctx.em).write(input, ctx.user.username)),
});
