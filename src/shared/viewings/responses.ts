import { z } from 'zod';
import { VIEWING_MODES, VIEWING_STATUSES } from './constants.ts';

/** The /api viewing answers as documented (see properties/responses.ts for how answers are checked). */

const instant = z.string().meta({ format: 'date-time', description: 'With the Dubai offset.' });

export const viewingSlotResponse = z
  .object({ start: instant, end: instant, agentId: z.number().int() })
  .meta({ id: 'ViewingSlot' });

export const availabilityResponse = z.object({ slots: z.array(viewingSlotResponse) }).meta({ id: 'Availability' });

const viewingFields = {
  id: z.number().int(),
  inquiryId: z.number().int().meta({ description: 'The lead it belongs to.' }),
  start: instant,
  end: instant,
  mode: z.enum(VIEWING_MODES),
  status: z.enum(VIEWING_STATUSES),
  sequence: z.number().int().meta({ description: "The invitation's SEQUENCE: one more for each move." }),
  agent: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    photoUrl: z.string(),
  }),
  property: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  videoLink: z.string().nullable(),
};

export const viewingResponse = z.object(viewingFields).meta({ id: 'Viewing' });

const staffViewingFields = {
  ...viewingFields,
  visitor: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
};

export const staffViewingResponse = z.object(staffViewingFields).meta({ id: 'StaffViewing' });

/** A viewing in the incremental-sync list: with when it last changed. */
export const syncedViewingResponse = z
  .object({ ...staffViewingFields, updatedAt: z.string().meta({ format: 'date-time' }) })
  .meta({ id: 'SyncedViewing' });

/** A slot that has just gone: the 409 names the next free ones. */
export const slotTakenFields = { nextSlots: z.array(viewingSlotResponse) };
