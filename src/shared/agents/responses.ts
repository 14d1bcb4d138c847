import { z } from 'zod';
import { translationsResponse } from '../i18n/translations.ts';
import { AGENT_TRANSLATED_FIELDS } from './schemas.ts';

/** The /api agent answers as documented (see properties/responses.ts for how they are checked). */

const publicAgentFields = {
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  phone: z.string(),
  email: z.string(),
  bio: z.string(),
  photoUrl: z.string(),
  license: z.string().nullable(),
  languages: z.array(z.string()),
  specialties: z.array(z.string()),
  featured: z.boolean(),
  translations: translationsResponse(AGENT_TRANSLATED_FIELDS),
};

export const publicAgentResponse = z.object(publicAgentFields).meta({ id: 'Agent' });

/** What staff also see: lead routing and the broker registration number. */
export const staffAgentResponse = z
  .object({
    ...publicAgentFields,
    brn: z.string().nullable(),
    takesLeads: z.boolean(),
    away: z.boolean(),
    createdAt: z.string().meta({ format: 'date-time' }),
    updatedAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'StaffAgent' });

export const anyAgentResponse = z.union([publicAgentResponse, staffAgentResponse]);
