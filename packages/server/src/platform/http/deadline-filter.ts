import { between, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import { dueSoonUntil } from '@risk/shared/timeliness';
import type { TimelinessFilter } from '@risk/shared/schemas/timeliness';
import type { HolidayCalendar } from '@risk/shared/working-days';

/** A list's 办理时限 filter on a deadline column, as the rows' marks read at `now` (deadlineMark). */
export function timelinessCondition(column: AnyColumn, filter: TimelinessFilter, now: Date, cal: HolidayCalendar): SQL {
  return filter === 'overdue' ? lt(column, now) : between(column, now, dueSoonUntil(now, cal));
}
