import { consoleSettingsPatchSchema } from '../../shared/settings/schemas.ts';
import { settingsEntry } from '../audit/audit-entries.ts';
import { router, staffProcedure } from '../trpc/init.ts';
import { ConsoleSettingsRepository } from './console-settings.repository.ts';

export const settingsRouter = router({
  get: staffProcedure('settings.manage').query(({ ctx }) => new ConsoleSettingsRepository(ctx.em).read()),

  update: staffProcedure('settings.manage')
    .input(consoleSettingsPatchSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.audit.recordWith(
        ctx,
        (em) => new ConsoleSettingsRepository(em).write(input, ctx.user.username),
        () => settingsEntry(input),
      ),
    ),
});
