import { apiKeyCreateInput } from '../../shared/api-keys/schemas.ts';
import { byIdInput } from '../../shared/validation.ts';
import { router, staffProcedure } from '../trpc/init.ts';

/**
 * Owners' API keys, for the console (/admin/api-keys) and, through the REST adapter, /api/api-keys.
 * Both need a signed-in owner: `apiKeys.manage` is a permission no key may hold, and tRPC never takes a key.
 */
export const apiKeysRouter = router({
  list: staffProcedure('apiKeys.manage').query(({ ctx }) => ctx.services.apiKeys.list(ctx.em)),

  /** Answers the key this once; afterwards only its prefix and hash exist. */
  create: staffProcedure('apiKeys.manage')
    .input(apiKeyCreateInput)
    .mutation(({ ctx, input }) =>
      ctx.services.audit.recordWith(
        ctx,
        (tem) => ctx.services.apiKeys.create(tem, ctx.user, input),
        (created) => ({
          action: 'api_key.created',
          subject: `api key ${created.id}`,
          details: { name: created.name, scopes: created.scopes, agentId: input.agentId ?? null },
        }),
      ),
    ),

  revoke: staffProcedure('apiKeys.manage')
    .input(byIdInput)
    .mutation(async ({ ctx, input }) => {
      const { key } = await ctx.services.audit.recordWith(
        ctx,
        (tem) => ctx.services.apiKeys.revoke(tem, input.id),
        ({ key: revoked, revokedNow }) =>
          revokedNow
            ? { action: 'api_key.revoked', subject: `api key ${revoked.id}`, details: { name: revoked.name } }
            : null,
      );
      return key;
    }),
});
