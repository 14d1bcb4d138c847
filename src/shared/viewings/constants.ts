/** The kinds of viewing, and what a booked one can become; free of zod so screens import them cheaply. */
export const VIEWING_MODES = ['in-person', 'video'] as const;
export type ViewingMode = (typeof VIEWING_MODES)[number];

export const VIEWING_STATUSES = ['booked', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/** Weekdays in ISO order (Monday first), as the working hours are keyed. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Every viewing's wall clock: Dubai keeps UTC+4 all year (no daylight saving). */
export const VIEWING_TIME_ZONE = 'Asia/Dubai';
export const DUBAI_OFFSET = '+04:00';
export const DUBAI_OFFSET_MINUTES = 240;

/** The least notice a visitor may book with: the agent needs time, and the 2-hour reminder a moment to go. */
export const MIN_NOTICE_MINUTES = 120;
