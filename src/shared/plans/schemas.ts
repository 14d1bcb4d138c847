import { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { INQUIRY_KINDS } from '../inquiries/constants.ts';
import { PROPERTY_TYPES } from '../properties/schemas.ts';
import { TASK_TYPES } from '../tasks/constants.ts';
import { idSchema, plainText } from '../validation.ts';
import { DEFAULT_PAUSE_CALL_SECONDS, DEFAULT_SENDING_HOURS, PLAN_DELAY_UNITS, PLAN_STEP_ACTIONS } from './constants.ts';

/** A wall-clock time "HH:MM"; "24:00" closes a window at midnight. */
const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'Write the time as HH:MM' });

export const planStepInput = z
  .object({
    action: z.enum(PLAN_STEP_ACTIONS, { error: 'Choose what the step does' }),
    delayAmount: z.number().int().min(0).max(365),
    delayUnit: z.enum(PLAN_DELAY_UNITS),
    /** The message template of an e-mail or WhatsApp step. */
    templateId: idSchema.nullish(),
    taskType: z.enum(TASK_TYPES).nullish(),
    taskNote: plainText(2000).nullish(),
    /**
     * The step answers the buyer's own request (the brochure they asked for, the call back they
     * wanted), so it is sent without marketing consent; every other message needs it.
     */
    answersRequest: z.boolean().default(false),
  })
  .superRefine((step, context) => {
    if (step.action !== 'task' && !step.templateId)
      context.addIssue({ code: 'custom', path: ['templateId'], message: 'Choose a template' });
    if (step.action === 'task' && !step.taskType)
      context.addIssue({ code: 'custom', path: ['taskType'], message: 'Choose a task type' });
  });
export type PlanStepInput = z.input<typeof planStepInput>;

/** Which new leads start a plan by themselves: each list empty means any. */
export const planRuleInput = z.object({
  sources: z
    .array(plainText(60))
    .max(20)
    .transform((sources) => sources.filter(Boolean))
    .default([]),
  kinds: z.array(z.enum(INQUIRY_KINDS)).default([]),
  residenceTypes: z.array(z.enum(PROPERTY_TYPES)).default([]),
  languages: z.array(z.enum(locales)).default([]),
});
export type PlanRule = z.output<typeof planRuleInput>;

export const planInput = z
  .object({
    name: plainText(120).pipe(z.string().min(1, { error: 'Name the plan' })),
    /** An inactive plan keeps its runs going but starts no new ones. */
    active: z.boolean().default(true),
    /** Starts on new leads its rule matches; otherwise only by hand. */
    autoStart: z.boolean().default(false),
    rule: planRuleInput.default({ sources: [], kinds: [], residenceTypes: [], languages: [] }),
    sendingFrom: clockTime.default(DEFAULT_SENDING_HOURS.from),
    sendingTo: clockTime.default(DEFAULT_SENDING_HOURS.to),
    pauseCallSeconds: z.number().int().min(0).max(86_400).default(DEFAULT_PAUSE_CALL_SECONDS),
    steps: z.array(planStepInput).min(1, { error: 'Add a step' }).max(20),
  })
  .refine((plan) => plan.sendingFrom < plan.sendingTo, {
    path: ['sendingTo'],
    message: 'Sending hours end after they start',
  });
export type PlanInput = z.input<typeof planInput>;

export const planSaveInput = z.object({ id: idSchema.optional(), plan: planInput });

export const planStartInput = z.object({ inquiryId: idSchema, planId: idSchema });
/** Staff's hand on a lead's plan: resume it, skip its next step, or stop it. */
export const planRunActionInput = z.object({
  inquiryId: idSchema,
  action: z.enum(['resume', 'skip', 'stop']),
});
export const planUnsubscribeInput = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/) });
