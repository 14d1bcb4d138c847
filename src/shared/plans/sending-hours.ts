/**
 * When a follow-up message may go: the first instant at or after `at` inside the daily window
 * [from, to) of wall-clock time in `timeZone`. Pure, so the browser can show it and tests pin it.
 */
const MINUTE = 60_000;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The wall clock of `at` in `timeZone` as minutes since midnight, and the zone's offset from UTC then. */
function wallClock(at: Date, timeZone: string): { minutes: number; offsetMs: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((one) => one.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  const offsetMs = asUtc - Math.floor(at.getTime() / 1000) * 1000;
  return { minutes: part('hour') * 60 + part('minute'), offsetMs };
}

export function nextSendingTime(at: Date, window: { from: string; to: string }, timeZone: string): Date {
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  const { minutes } = wallClock(at, timeZone);
  if (minutes >= from && minutes < to) return at;
  // Minutes to walk forward on the wall clock to the window's opening (today's, or tomorrow's).
  const ahead = minutes < from ? from - minutes : 24 * 60 - minutes + from;
  const startOfMinute = Math.floor(at.getTime() / MINUTE) * MINUTE;
  const candidate = new Date(startOfMinute + ahead * MINUTE);
  // A change of offset (summer time) between the two instants moves the wall clock by as much.
  const drift = wallClock(at, timeZone).offsetMs - wallClock(candidate, timeZone).offsetMs;
  return new Date(candidate.getTime() + drift);
}

export const DUBAI_TIME_ZONE = 'Asia/Dubai';

/**
 * The buyer's time zone when their phone's country has one zone only (the United Kingdom, the
 * Emirates); Dubai's when the country spans several (the United States) or the number says nothing.
 */
export function timeZoneOfCountry(country: string | null | undefined): string {
  if (!country) return DUBAI_TIME_ZONE;
  try {
    const locale = new Intl.Locale(`und-${country}`);
    // Node has Intl.Locale#getTimeZones; TypeScript's lib does not declare it yet.
    const getter: unknown = Reflect.get(locale, 'getTimeZones');
    const zones: unknown = typeof getter === 'function' ? getter.call(locale) : null;
    return Array.isArray(zones) && zones.length === 1 && typeof zones[0] === 'string' ? zones[0] : DUBAI_TIME_ZONE;
  } catch {
    return DUBAI_TIME_ZONE;
  }
}
