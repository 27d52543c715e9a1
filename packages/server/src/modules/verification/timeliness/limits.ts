import { DEFAULT_TIME_LIMITS, STEP_CLOCK_NAMES, type StepClock, type TimeLimits } from '@risk/shared/timeliness';
import type { DbOrTx } from '../../../db/client.ts';
import { timeLimit } from '../../../db/schema/timeliness.ts';

/**
 * The step clocks' durations (办理时限) as configured; a step without a row keeps its default.
 * Read in the step's own transaction: three rows by primary key, so an edit counts from the next step.
 */
export async function timeLimits(db: DbOrTx): Promise<TimeLimits> {
  const rows = await db.select({ step: timeLimit.step, days: timeLimit.days }).from(timeLimit);
  const limits: TimeLimits = { ...DEFAULT_TIME_LIMITS };
  for (const r of rows) if (STEP_CLOCK_NAMES.includes(r.step as StepClock)) limits[r.step as StepClock] = r.days;
  return limits;
}
