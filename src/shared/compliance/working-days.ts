/**
 * Working days in the UAE: Monday to Friday. Since 1 January 2022 the federal government's weekend is
 * Saturday and Sunday (Friday a half day), and the private sector followed; public holidays are not
 * counted out here, so the deadline shown is the latest it can be, never later than the law's.
 */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD, Dubai time) `count` working days after the Dubai day of `from`. */
export function addWorkingDays(from: Date, count: number): string {
  const day = new Date(from.getTime() + DUBAI_OFFSET_MS);
  const cursor = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  let left = count;
  while (left > 0) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return cursor.toISOString().slice(0, 10);
}

/** A confirmed sanctions match is reported to the authorities within five working days. */
export const CONFIRMED_MATCH_REPORT_WORKING_DAYS = 5;
