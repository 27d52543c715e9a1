import type { Filters } from '../../../components/list-kit/list-state.ts';

/** The query-form field of the day range; the wire wants it as startTime / endTime (day start, day end). */
export const PERIOD_FIELD = 'period';

/** The report call's parameters: the filters with the picked range as startTime / endTime. */
export function periodParams(filters: Filters): Record<string, string | string[] | undefined> {
  const { [PERIOD_FIELD]: period, ...rest } = filters;
  const range = Array.isArray(period) && period.length === 2 ? period : undefined;
  return { ...rest, startTime: range?.[0], endTime: range?.[1] };
}
