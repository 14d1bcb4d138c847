import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AgentTranslatedField } from '../../shared/agents/schemas.ts';
import type { Translations } from '../../shared/i18n/translations.ts';
import { DEFAULT_WORKING_HOURS, type WorkingHours } from '../../shared/viewings/schemas.ts';

export const AgentSchema = defineEntity({
  name: 'Agent',
  tableName: 'agents',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(120),
    title: p.string().length(120),
    phone: p.string().length(40),
    email: p.string().length(254),
    bio: p.text(),
    photoUrl: p.text(),
    license: p.string().length(60).nullable(),
    /** The broker registration number (BRN) on the agent's RERA card: digits; the portals show it. */
    brn: p.string().length(10).nullable(),
    languages: p.array().default([]),
    /** Title, bio, languages and specialties in the site's other languages (src/shared/i18n/translations.ts). */
    translations: p
      .json<Translations<AgentTranslatedField>>()
      .defaultRaw(`'{}'`)
      .onCreate(() => ({})),
    specialties: p.array().default([]),
    featured: p.boolean().default(false).index(),
    /** In the round robin of leads that are about no particular property. */
    takesLeads: p.boolean().default(true),
    /** On leave: skipped by the round robin (staff can still assign leads by hand). */
    away: p.boolean().default(false),
    /** When visitors may book viewings with the agent (Asia/Dubai; see docs/viewings.md). */
    workingHours: p.json<WorkingHours>().onCreate(() => DEFAULT_WORKING_HOURS),
    /**
     * The agent's own WhatsApp number (E.164) for their task reminders, and whether they want them:
     * set by the agent on their profile, never shown to visitors (issue #45).
     */
    reminderWhatsapp: p.string().length(20).nullable(),
    whatsappReminders: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type Agent = InferEntity<typeof AgentSchema>;
