import { z } from 'zod';
import { idSchema } from '../validation.ts';

/** Links a staff account to the agent it belongs to (or unlinks it, with null). */
export const staffAgentLinkInput = z.object({
  userId: idSchema,
  agentId: idSchema.nullable(),
});

/** A staff account as the console lists it, with the agent it belongs to. */
export interface StaffAccountView {
  id: number;
  username: string;
  agentId: number | null;
  agentName: string | null;
}
