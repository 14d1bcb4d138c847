import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { taskReminderSettingsInput } from '../../shared/tasks/schemas.ts';
import type { TaskReminderSettings } from '../../shared/tasks/types.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { invalidField } from '../errors.ts';
import type { Services } from '../services.ts';
import { reminderTemplate } from './task-reminder-whatsapp.ts';

const NO_AGENT = 'Your account belongs to no agent';

/**
 * The signed-in agent's own reminder settings, never another's: the number is theirs to give, so
 * not even a manager sets it for them. `whatsappReady` says whether a reminder would go now. An
 * account that belongs to no agent gets no reminders: null.
 */
export async function readReminderSettings(
  em: EntityManager,
  services: Pick<Services, 'whatsappSetup' | 'whatsapp'>,
  user: SessionUser,
): Promise<TaskReminderSettings | null> {
  const agent = user.agentId ? await em.findOne(AgentSchema, { id: user.agentId }) : null;
  if (!agent) return null;
  const ready =
    services.whatsapp !== null &&
    (await services.whatsappSetup.configured(em)) &&
    reminderTemplate(await services.whatsappSetup.templates(em)) !== null;
  return {
    whatsappNumber: agent.reminderWhatsapp ?? null,
    whatsappReminders: agent.whatsappReminders,
    whatsappReady: ready,
  };
}

export async function saveReminderSettings(
  em: EntityManager,
  services: Pick<Services, 'whatsappSetup' | 'whatsapp'>,
  user: SessionUser,
  input: z.output<typeof taskReminderSettingsInput>,
): Promise<TaskReminderSettings | null> {
  const agent = user.agentId ? await em.findOne(AgentSchema, { id: user.agentId }) : null;
  if (!agent) throw invalidField('whatsappNumber', NO_AGENT);
  agent.reminderWhatsapp = input.whatsappNumber ?? null;
  agent.whatsappReminders = input.whatsappReminders;
  await em.flush();
  return readReminderSettings(em, services, user);
}
