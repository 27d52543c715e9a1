import { sql } from 'drizzle-orm';
import type { HolidayCalendar } from '@risk/shared/working-days';
import type { Db } from '../../src/db/client.ts';

/** A verification order as the tests count it: raw columns and its registry company's social figures. */
export interface RawOrder {
  id: number;
  region: string | null;
  status: number;
  level: string;
  is_downsizing: string | null;
  is_push_app: boolean;
  dispatch_time: Date | null;
  verification_time: Date | null;
  deadline: Date | null;
  urge_count: number;
  year_social: Record<string, number> | null;
}

export const rowsOf = async <T>(db: Db, q: string) => ((await db.execute(sql.raw(q))) as unknown as { rows: T[] }).rows;

/** Every order of the database and the holiday calendar, for counts a test makes itself. */
export async function seededOrders(db: Db): Promise<{ orders: RawOrder[]; calendar: HolidayCalendar }> {
  const orders = (
    await rowsOf<
      RawOrder & { dispatch_time: string | null; verification_time: string | null; deadline: string | null }
    >(
      db,
      'select o.id, o.region, o.status, o.level, o.is_downsizing, o.is_push_app, o.dispatch_time, o.verification_time, o.deadline, o.urge_count, r.year_social from risk_verification_order o left join registry_company r on r.credit_code = o.credit_code',
    )
  ).map((o) => ({
    ...o,
    dispatch_time: o.dispatch_time && new Date(o.dispatch_time),
    verification_time: o.verification_time && new Date(o.verification_time),
    deadline: o.deadline && new Date(o.deadline),
  }));
  const days = await rowsOf<{ day: string; kind: string }>(
    db,
    "select to_char(day, 'YYYY-MM-DD') as day, kind from sys_holiday",
  );
  const calendar = {
    holidays: new Set(days.filter((d) => d.kind === 'holiday').map((d) => d.day)),
    workdays: new Set(days.filter((d) => d.kind === 'workday').map((d) => d.day)),
  };
  return { orders, calendar };
}
