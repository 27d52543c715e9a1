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

/** The Beijing calendar day of an instant as a day number (days since 1970-01-01, a Thursday). */
const dayNumber = (t: Date) => Math.floor((t.getTime() + BEIJING_OFFSET_MS) / DAY_MS);
const isWeekend = (day: number) => {
  const weekday = (day + 4) % 7; // 0 Sunday … 6 Saturday
  return weekday === 0 || weekday === 6;
};

/** Monday to Friday in the day numbers (from, to]. */
function weekdaysAfter(from: number, to: number): number {
  const days = to - from;
  let n = Math.floor(days / 7) * 5;
  for (let d = from + 1 + Math.floor(days / 7) * 7; d <= to; d++) if (!isWeekend(d)) n++;
  return n;
}

/**
 * A calendar's exceptions to Monday–Friday as sorted day numbers: make-up working days that fall on
 * a weekend (one more), holidays that fall on a weekday and are not also make-up days (one fewer).
 * Built once per calendar: a list shows one calendar for many rows.
 */
interface Exceptions {
  more: number[];
  fewer: number[];
}
const exceptionsOf = new WeakMap<HolidayCalendar, Exceptions>();

function exceptions(cal: HolidayCalendar): Exceptions {
  let e = exceptionsOf.get(cal);
  if (e) return e;
  const asNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
  const more = [...cal.workdays].map(asNumber).filter(isWeekend);
  const fewer = [...cal.holidays]
    .filter((d) => !cal.workdays.has(d))
    .map(asNumber)
    .filter((d) => !isWeekend(d));
  e = { more: more.sort((a, b) => a - b), fewer: fewer.sort((a, b) => a - b) };
  exceptionsOf.set(cal, e);
  return e;
}

/** How many of the sorted day numbers are ≤ day. */
function countUpTo(sorted: number[], day: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Whole working days after the day of `from` up to and including the day of `to` (0 on the same
 * day). Counted, not walked day by day: the work lists compute it for every row of a page.
 */
export function workingDaysBetween(from: Date, to: Date, cal: HolidayCalendar): number {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (end < start) return -workingDaysBetween(to, from, cal);
  const { more, fewer } = exceptions(cal);
  const within = (sorted: number[]) => countUpTo(sorted, end) - countUpTo(sorted, start);
  return weekdaysAfter(start, end) + within(more) - within(fewer);
}

/** The Beijing calendar day `days` working days after the day of `from` (the day itself does not count). */
export function addWorkingDays(from: Date, days: number, cal: HolidayCalendar): string {
  let day = beijingDay(from);
  for (let left = days; left > 0;) {
    day = nextDay(day);
    if (isWorkingDay(day, cal)) left--;
  }
  return day;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The last instant of a Beijing calendar day (a step's deadline ends its last working day). */
export const endOfBeijingDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00+08:00`) + DAY_MS - 1);
