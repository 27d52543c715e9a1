import { STEP_CLOCKS, clockOf, stepDeadline } from '@risk/shared/timeliness';
import type { DbOrTx } from '../../../db/client.ts';
import { holidayCalendar } from '../../holidays/service.ts';
import type { Order } from '../actions/transition.ts';
import { timeLimits } from './limits.ts';

/**
 * The deadline an order has after a step moves it to `to`: null where no clock runs there; the
 * deadline it had while it stays in the same step's clock (接单 → 核实中 is one clock, an edit keeps
 * it); else the step's limit in working days from the clock's start (the dispatch, or now).
 * `undefined` means unchanged.
 */
export async function deadlineAfter(
  db: DbOrTx,
  before: Pick<Order, 'status' | 'dispatchTime'>,
  to: number,
  dispatchTime: Date | null | undefined,
  now: Date,
): Promise<Date | null | undefined> {
  const clock = clockOf(to);
  if (clock === null) return null;
  if (clockOf(before.status) === clock) return undefined;
  const rule = STEP_CLOCKS[clock];
  const start = rule.startsAt === 'dispatch' ? (dispatchTime ?? before.dispatchTime ?? now) : now;
  const [limits, calendar] = await Promise.all([timeLimits(db), holidayCalendar(db)]);
  return stepDeadline(start, limits[clock], calendar);
}
