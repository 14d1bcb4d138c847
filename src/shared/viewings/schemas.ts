import { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { m } from '../paraglide/messages.js';
import { emailAddress, consentsSchema, attributionSchema } from '../inquiries/schemas.ts';
import { idSchema, optionalText, plainText, requiredText, type ValidationMessage } from '../validation.ts';
import { VIEWING_MODES, WEEKDAYS, type ViewingMode, type ViewingStatus, type Weekday } from './constants.ts';

export {
  VIEWING_MODES,
  VIEWING_STATUSES,
  WEEKDAYS,
  type ViewingMode,
  type ViewingStatus,
  type Weekday,
} from './constants.ts';

/** A wall-clock time in Dubai, "09:30". */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time like 09:30' });

/** One weekday's hours in Asia/Dubai (`null`: the agent does not work that day). */
export const dayHoursSchema = z
  .object({ from: timeOfDay, to: timeOfDay })
  .refine((day) => day.from < day.to, { error: 'The end must be after the start', path: ['to'] })
  .nullable();
export type DayHours = z.output<typeof dayHoursSchema>;

/** A calendar date, "2026-12-01" (a Dubai day). */
export const calendarDate = z.iso.date({ error: 'Use a date like 2026-12-01' });

/** An agent's working hours for viewings; every time is Asia/Dubai (no daylight saving). */
export const workingHoursSchema = z.object({
  week: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
  ),
  /** How long one viewing lasts. */
  slotMinutes: z.coerce
    .number()
    .int()
    .min(15, { error: 'At least 15 minutes' })
    .max(240, { error: 'At most 240 minutes' }),
  /** Free time kept between two viewings (travel, preparing the residence). */
  bufferMinutes: z.coerce.number().int().min(0).max(240, { error: 'At most 240 minutes' }),
  /** How many days ahead visitors may book. */
  horizonDays: z.coerce.number().int().min(1, { error: 'At least 1 day' }).max(365, { error: 'At most 365 days' }),
  /** Dubai dates the agent takes no viewings (leave, holidays). */
  daysOff: z
    .array(calendarDate)
    .max(366)
    .transform((days) => [...new Set(days)].sort()),
});
export type WorkingHours = z.output<typeof workingHoursSchema>;
export type WorkingHoursInput = z.input<typeof workingHoursSchema>;

export const agentHoursInput = z.object({ agentId: idSchema });
export const agentHoursUpdateInput = z.object({ agentId: idSchema, hours: workingHoursSchema });

/** An instant with its offset, "2026-12-01T10:00:00+04:00" (a trailing Z counts as an offset). */
export const instantSchema = (message: ValidationMessage) => z.iso.datetime({ offset: true, error: message });

const viewingMode = z.enum(VIEWING_MODES, { error: () => m.validation_viewing_mode() });

/** The visitor's details, as every public lead form asks for them. */
const visitorFields = {
  name: requiredText(2, () => m.validation_name_min(), 200),
  email: emailAddress(() => m.validation_email_valid()),
  phone: requiredText(7, () => m.validation_phone_required(), 40),
  message: optionalText(5000),
};

/** "Book a viewing" (the site's forms and POST /api/viewings). */
export const bookViewingInput = z.object({
  /** The residence; none for a general viewing of the development with any agent who takes leads. */
  propertyId: idSchema.nullable().optional(),
  start: instantSchema(() => m.validation_viewing_start()),
  mode: viewingMode,
  ...visitorFields,
  sourcePage: plainText(300).optional(),
  attribution: attributionSchema,
  consents: consentsSchema,
});
export type BookViewingInput = z.input<typeof bookViewingInput>;
export type BookViewing = z.output<typeof bookViewingInput>;

/** The longest range of days one availability question may cover. */
export const AVAILABILITY_MAX_DAYS = 31;

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** Free slots between two Dubai dates, both included: of the residence's agent, one agent, or any agent who takes leads. */
export const availabilityInput = z
  .object({
    propertyId: idSchema.nullable().optional(),
    agentId: idSchema.nullable().optional(),
    from: calendarDate,
    to: calendarDate,
  })
  .refine((input) => input.from <= input.to, { error: '"to" must not be before "from"', path: ['to'] })
  .refine((input) => dayCount(input.from, input.to) <= AVAILABILITY_MAX_DAYS, {
    error: `At most ${AVAILABILITY_MAX_DAYS} days at a time`,
    path: ['to'],
  });
export type AvailabilityInput = z.input<typeof availabilityInput>;

/** A free slot: instants with the Dubai offset, and the agent who has it. */
export interface ViewingSlot {
  start: string;
  end: string;
  agentId: number;
}

/** The e-mail link's token: what it proves is in it (which viewing, move or cancel, until when). */
export const viewingTokenInput = z.object({ token: z.string().trim().min(1).max(500) });
export const moveViewingInput = viewingTokenInput.extend({ start: instantSchema(() => m.validation_viewing_start()) });

/** The console's day and week: viewings starting between two Dubai dates, both included. */
export const viewingListInput = z
  .object({ from: calendarDate, to: calendarDate, agentId: idSchema.nullable().optional() })
  .refine((input) => input.from <= input.to, { error: '"to" must not be before "from"', path: ['to'] })
  .refine((input) => dayCount(input.from, input.to) <= 62, { error: 'At most 62 days at a time', path: ['to'] });

/** Staff booking on a visitor's behalf: any start for the agent (an agent books for themselves). */
export const staffBookViewingInput = z.object({
  agentId: idSchema.nullable().optional(),
  propertyId: idSchema.nullable().optional(),
  start: instantSchema('Choose a time'),
  mode: z.enum(VIEWING_MODES, { error: 'Choose in person or video' }),
  ...visitorFields,
  /** The language the visitor is written to in. */
  language: z.enum(locales).default('en'),
});
export type StaffBookViewing = z.output<typeof staffBookViewingInput>;
export const staffMoveViewingInput = z.object({ id: idSchema, start: instantSchema('Choose a time') });
export const staffCancelViewingInput = z.object({ id: idSchema });

/** A viewing as the visitor and staff see it. */
export interface ViewingView {
  id: number;
  /** The lead it belongs to. */
  inquiryId: number;
  start: string;
  end: string;
  mode: ViewingMode;
  status: ViewingStatus;
  /** Raised by each move: the invitation's SEQUENCE. */
  sequence: number;
  agent: { id: number; name: string; email: string; phone: string; photoUrl: string };
  property: { id: number; title: string } | null;
  /** The video call's address (video viewings only); null until one is set. */
  videoLink: string | null;
}

/** What the staff screens also see: the visitor. */
export interface StaffViewingView extends ViewingView {
  visitor: { name: string; email: string; phone: string | null };
}

/** What an e-mail link opens: the viewing, and which of the two things the link may do. */
export interface ViewingByToken {
  viewing: ViewingView;
  purpose: 'move' | 'cancel';
}

const WEEKDAY_HOURS = { from: '09:00', to: '18:00' } as const;

/** A new agent's hours (see docs/viewings.md): weekdays 09:00-18:00, Saturday 10:00-16:00, Sunday off. */
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  week: {
    mon: WEEKDAY_HOURS,
    tue: WEEKDAY_HOURS,
    wed: WEEKDAY_HOURS,
    thu: WEEKDAY_HOURS,
    fri: WEEKDAY_HOURS,
    sat: { from: '10:00', to: '16:00' },
    sun: null,
  },
  slotMinutes: 60,
  bufferMinutes: 30,
  horizonDays: 60,
  daysOff: [],
};
