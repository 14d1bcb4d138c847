import { z } from 'zod';
import { brnSchema } from '../properties/portal-listing.ts';
import { translatedList, translationsSchema } from '../i18n/translations.ts';
import { byIdInput, optionalText, requiredText, urlOrPath } from '../validation.ts';

/** What a visitor reads of an agent that staff write per language. */
export const AGENT_TRANSLATED_FIELDS = ['title', 'bio', 'languages', 'specialties'] as const;
export type AgentTranslatedField = (typeof AGENT_TRANSLATED_FIELDS)[number];

/** An agent's texts in Arabic, Russian and Chinese (the languages they speak, named in that language). */
export const agentTranslationsSchema = translationsSchema({
  title: optionalText(120),
  bio: optionalText(5000),
  languages: translatedList(20, 60),
  specialties: translatedList(20, 60),
});

const tagList = z
  .array(z.string().trim().max(60))
  .max(20)
  .transform((tags) => tags.filter((tag) => tag.length > 0));

const agentFields = {
  name: requiredText(2, 'Name must be at least 2 characters', 120),
  title: requiredText(2, 'Title must be at least 2 characters', 120),
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .pipe(z.email({ error: 'Invalid email address' })),
  phone: requiredText(5, 'Phone number must be at least 5 characters', 40),
  photoUrl: urlOrPath('Photo must be a valid URL'),
  bio: requiredText(1, 'Bio is required', 5000),
  featured: z.boolean(),
  /** In the round robin of new leads. */
  takesLeads: z.boolean(),
  /** On leave: the round robin skips the agent. */
  away: z.boolean(),
  languages: tagList,
  specialties: tagList,
  license: z.string().trim().max(60).optional().nullable(),
  brn: brnSchema,
  translations: agentTranslationsSchema.optional(),
};

/** The admin agent form and the body of POST /api/agents. */
export const agentInputSchema = z.object({
  ...agentFields,
  featured: agentFields.featured.default(false),
  takesLeads: agentFields.takesLeads.default(true),
  away: agentFields.away.default(false),
  languages: agentFields.languages.default([]),
  specialties: agentFields.specialties.default([]),
});

/** PATCH: only the fields given change. */
export const agentPatchSchema = z.object(agentFields).partial();
export const agentUpdateSchema = byIdInput.extend({ data: agentPatchSchema });

export type AgentInput = z.input<typeof agentInputSchema>;
export type AgentInputParsed = z.output<typeof agentInputSchema>;
