import {
  webhookDeliveriesInput,
  webhookEnabledInput,
  webhookEndpointInput,
  webhookEndpointUpdateInput,
} from '../../../shared/webhooks/schemas.ts';
import type { WebhookEndpointView } from '../../../shared/webhooks/types.ts';
import { byIdInput } from '../../../shared/validation.ts';
import type { AuditEntry } from '../../audit/audit-entry.ts';
import type { Context } from '../../trpc/context.ts';
import { router, staffProcedure } from '../../trpc/init.ts';
import { WebhookDeliveries } from './webhook-deliveries.ts';
import { WebhookEndpoints } from './webhook-endpoints.ts';

function endpointsOf(ctx: Pick<Context, 'em' | 'services'>, em = ctx.em): WebhookEndpoints {
  return new WebhookEndpoints(em, ctx.services.secretBox, ctx.services.webhookSender.allowPrivateNetworks);
}

/**
 * What the audit trail keeps of an endpoint: the host it points at and what it hears. Never its
 * secret, nor its path: some receivers (Zapier's catch hooks) put a token of their own in it.
 */
function entry(action: AuditEntry['action'], endpoint: WebhookEndpointView, extra = {}): AuditEntry {
  return {
    action,
    subject: `webhook endpoint ${endpoint.id}`,
    details: { host: new URL(endpoint.url).host, events: endpoint.events, ...extra },
  };
}

/** The console's outgoing webhooks (/admin/integrations/webhooks): owners and managers see, owners change. */
export const webhooksRouter = router({
  list: staffProcedure('integrations.read').query(({ ctx }) => endpointsOf(ctx).list()),

  deliveries: staffProcedure('integrations.read')
    .input(webhookDeliveriesInput)
    .query(({ ctx, input }) =>
      new WebhookDeliveries(ctx.em).page(endpointsOf(ctx), input.endpointId, input.limit, input.offset),
    ),

  /** Answers the signing secret this once; afterwards only its last 4 characters are shown. */
  create: staffProcedure('integrations.manage')
    .input(webhookEndpointInput)
    .mutation(({ ctx, input }) =>
      ctx.services.audit.recordWith(
        ctx,
        (tem) => endpointsOf(ctx, tem).create(input),
        (created) => entry('webhook.endpoint_created', created.endpoint),
      ),
    ),

  update: staffProcedure('integrations.manage')
    .input(webhookEndpointUpdateInput)
    .mutation(({ ctx, input: { id, ...input } }) =>
      ctx.services.audit.recordWith(
        ctx,
        (tem) => endpointsOf(ctx, tem).update(id, input),
        (updated) => entry('webhook.endpoint_updated', updated),
      ),
    ),

  setEnabled: staffProcedure('integrations.manage')
    .input(webhookEnabledInput)
    .mutation(({ ctx, input }) =>
      ctx.services.audit.recordWith(
        ctx,
        (tem) => endpointsOf(ctx, tem).setEnabled(input.id, input.enabled),
        (updated) => entry('webhook.endpoint_updated', updated, { enabled: input.enabled }),
      ),
    ),

  rotateSecret: staffProcedure('integrations.manage')
    .input(byIdInput)
    .mutation(({ ctx, input }) =>
      ctx.services.audit.recordWith(
        ctx,
        (tem) => endpointsOf(ctx, tem).rotateSecret(input.id),
        (rotated) => entry('webhook.secret_rotated', rotated.endpoint),
      ),
    ),

  remove: staffProcedure('integrations.manage')
    .input(byIdInput)
    .mutation(({ ctx, input }) =>
      ctx.services.audit.recordWith(
        ctx,
        (tem) => endpointsOf(ctx, tem).remove(input.id),
        (removed) => entry('webhook.endpoint_deleted', removed),
      ),
    ),

  sendTest: staffProcedure('integrations.manage')
    .input(byIdInput)
    .mutation(({ ctx, input }) =>
      ctx.em.transactional(async (tem) =>
        new WebhookDeliveries(tem).sendTest(await endpointsOf(ctx, tem).find(input.id)),
      ),
    ),

  /** The same message, with the same `webhook-id`, tried again now. */
  sendAgain: staffProcedure('integrations.manage')
    .input(byIdInput)
    .mutation(({ ctx, input }) => ctx.em.transactional((tem) => new WebhookDeliveries(tem).sendAgain(input.id))),
});
