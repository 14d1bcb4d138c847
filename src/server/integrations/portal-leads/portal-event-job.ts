import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Orm } from '../../db/orm.ts';
import type { MailSettings } from '../../mail/mail-settings.ts';
import { PortalEventSchema } from './portal-event.entity.ts';

const payloadSchema = z.object({ id: z.number().int().positive() });

export interface PortalEventJobContext {
  orm: Orm;
  settings: MailSettings;
  log: FastifyBaseLogger;
}

/** The `portal_event` job: processes one stored portal event (first step: marks it seen). */
export async function processPortalEventJob(context: PortalEventJobContext, payload: unknown): Promise<void> {
  const { id } = payloadSchema.parse(payload);
  await context.orm.em.fork().transactional(async (em) => {
    const event = await em.findOne(PortalEventSchema, { id });
    if (!event || event.processedAt) return;
    event.attempts += 1;
    event.processedAt = new Date();
    event.outcome = 'ignored';
  });
}
