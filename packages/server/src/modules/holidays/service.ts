import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { HOLIDAY_MSG } from '@risk/shared/schemas/holidays';
import { type HolidayRow } from '@risk/shared/api/system';
import type { HolidayCalendar } from '@risk/shared/working-days';
import type { Db, DbOrTx } from '../../db/client.ts';
import { holiday } from '../../db/schema/holidays.ts';
import { recordOperation, type Actor } from '../../platform/audit/operation-log.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';

export const HOLIDAY_MODULE = '节假日';

/** The calendar is configuration: read once a minute per database, and again right after an edit here. */
const CACHE_MS = 60_000;
const cache = new WeakMap<object, { at: number; calendar: HolidayCalendar }>();

export async function holidayCalendar(db: DbOrTx): Promise<HolidayCalendar> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.calendar;
  const rows = await db.select({ day: holiday.day, kind: holiday.kind }).from(holiday);
  const calendar: HolidayCalendar = {
    holidays: new Set(rows.filter((r) => r.kind === 'holiday').map((r) => r.day)),
    workdays: new Set(rows.filter((r) => r.kind === 'workday').map((r) => r.day)),
  };
  cache.set(db, { at: Date.now(), calendar });
  return calendar;
}

export async function listHolidays(db: DbOrTx, year: number): Promise<HolidayRow[]> {
  const rows = await db
    .select({ day: holiday.day, kind: holiday.kind, name: holiday.name })
    .from(holiday)
    .where(and(gte(holiday.day, `${year}-01-01`), lte(holiday.day, `${year}-12-31`)))
    .orderBy(asc(holiday.day));
  return rows as HolidayRow[];
}

export async function createHoliday(db: Db, actor: Actor, entry: HolidayRow): Promise<HolidayRow> {
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(holiday).values(entry).onConflictDoNothing().returning({ day: holiday.day });
    if (inserted.length === 0) throw badRequest(HOLIDAY_MSG.exists(entry.day));
    await recordOperation(tx, actor, {
      module: HOLIDAY_MODULE,
      action: '新增节假日',
      target: entry.day,
      newValue: entry,
    });
  });
  cache.delete(db);
  return entry;
}

export async function updateHoliday(
  db: Db,
  actor: Actor,
  day: string,
  change: Omit<HolidayRow, 'day'>,
): Promise<HolidayRow> {
  await db.transaction(async (tx) => {
    const [old] = await tx.select().from(holiday).where(eq(holiday.day, day)).for('update');
    if (!old) throw notFound(HOLIDAY_MSG.missing(day));
    await tx.update(holiday).set(change).where(eq(holiday.day, day));
    await recordOperation(tx, actor, {
      module: HOLIDAY_MODULE,
      action: '修改节假日',
      target: day,
      oldValue: { kind: old.kind, name: old.name },
      newValue: change,
    });
  });
  cache.delete(db);
  return { day, ...change };
}

/** All or nothing: a day not in the calendar refuses the whole deletion. */
export async function deleteHolidays(db: Db, actor: Actor, days: string[]): Promise<number> {
  const unique = [...new Set(days)];
  await db.transaction(async (tx) => {
    const old = await tx.delete(holiday).where(inArray(holiday.day, unique)).returning();
    const missing = unique.find((d) => !old.some((o) => o.day === d));
    if (missing) throw badRequest(HOLIDAY_MSG.missing(missing));
    await recordOperation(tx, actor, {
      module: HOLIDAY_MODULE,
      action: '删除节假日',
      target: unique.join(','),
      oldValue: old.map(({ day, kind, name }) => ({ day, kind, name })),
    });
  });
  cache.delete(db);
  return unique.length;
}
