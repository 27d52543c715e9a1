import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { REPORT_MSG } from '@risk/shared/schemas/reports';
import { badRequest } from '../../platform/http/errors.ts';

/** A Beijing-time bound: a bare day starts at 00:00:00 (start) or ends at 23:59:59.999 (end). */
function bound(value: string, end: boolean): Date {
  const [day, time] = value.split(' ');
  const at = new Date(`${day}T${time ?? (end ? '23:59:59.999' : '00:00:00')}+08:00`);
  // Date rolls 2024-02-31 over to March; a day that does not round-trip is not a date.
  if (Number.isNaN(at.getTime()) || new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10) !== day)
    throw badRequest(`日期“${value}”不存在`);
  return at;
}

/** The condition of a report's time range on `column`; either bound may be absent. */
export function reportPeriod(column: AnyColumn | SQL, startTime: string | undefined, endTime: string | undefined): SQL {
  const start = startTime ? bound(startTime, false) : undefined;
  const end = endTime ? bound(endTime, true) : undefined;
  if (start && end && start > end) throw badRequest(REPORT_MSG.startAfterEnd);
  const conds = [
    start ? sql`${column} >= ${start.toISOString()}` : undefined,
    end ? sql`${column} <= ${end.toISOString()}` : undefined,
  ].filter((c) => c !== undefined);
  return conds.length === 0 ? sql`true` : sql.join(conds, sql` and `);
}
