import chineseDays from 'chinese-days';
import type { HolidayRow } from '@risk/shared/api/system';
import type { DbOrTx } from '../db/client.ts';
import { holiday } from '../db/schema/holidays.ts';

/** Years the package's State Council calendars may cover; years it does not know answer no holidays. */
// The package is CommonJS: its functions hang off the default export under Node's ESM loader.
const { getDayDetail, getHolidaysInRange, getWorkdaysInRange } = chineseDays;

const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
/** chinese-days names a day "English,中文,days"; the calendar keeps the Chinese name. */
const chineseName = (day: string) => getDayDetail(day).name.split(',')[1] ?? '节假日';

/** Official holidays and make-up working days (weekend days that are working days) of one year. */
export function officialCalendarOf(year: number): HolidayRow[] {
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const holidays = getHolidaysInRange(start, end, false).map((day): HolidayRow => ({
    day,
    kind: 'holiday',
    name: chineseName(day),
  }));
  if (holidays.length === 0) return [];
  const workdays = getWorkdaysInRange(start, end, true)
    .filter(isWeekend)
    .map((day): HolidayRow => ({ day, kind: 'workday', name: `${chineseName(day)}调休` }));
  return [...holidays, ...workdays].sort((a, b) => a.day.localeCompare(b.day));
}

/** The holiday calendar of every year the chinese-days package covers (base data of every database). */
export async function seedHolidays(tx: DbOrTx): Promise<number> {
  const rows: HolidayRow[] = [];
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) rows.push(...officialCalendarOf(year));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(holiday).values(rows.slice(i, i + 1000));
  return rows.length;
}
