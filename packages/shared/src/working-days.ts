/**
 * Working days between two instants against a holiday calendar: official holidays are off,
 * make-up working days (调休) on weekends are on. Dates are Beijing calendar days (yyyy-MM-dd).
 */
export interface HolidayCalendar {
  /** days off that would otherwise be working days */
  holidays: ReadonlySet<string>;
  /** weekend days that are working days */
  workdays: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing calendar day of an instant, as yyyy-MM-dd. */
export function beijingDay(t: Date): string {
  return new Date(t.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

export function isWorkingDay(day: string, cal: HolidayCalendar): boolean {
  if (cal.workdays.has(day)) return true;
  if (cal.holidays.has(day)) return false;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** Whole working days after the day of `from` up to and including the day of `to` (0 on the same day). */
export function workingDaysBetween(from: Date, to: Date, cal: HolidayCalendar): number {
  const start = Date.parse(`${beijingDay(from)}T00:00:00Z`);
  const end = Date.parse(`${beijingDay(to)}T00:00:00Z`);
  let n = 0;
  for (let t = start + DAY_MS; t <= end; t += DAY_MS)
    if (isWorkingDay(new Date(t).toISOString().slice(0, 10), cal)) n++;
  return end >= start ? n : -workingDaysBetween(to, from, cal);
}
