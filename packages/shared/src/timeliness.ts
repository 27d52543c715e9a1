import { FEEDBACK_TARGET_WORKING_DAYS } from './order-machine.ts';
import type { PermissionCode } from './permissions.ts';
import { ORDER_STATUS as S, type OrderStatus } from './verification.ts';
import { addWorkingDays, endOfBeijingDay, type HolidayCalendar } from './working-days.ts';

/**
 * Timeliness of an order (办理时限): each step with a clock has a deadline in working days of the
 * Beijing calendar. The durations are configuration (risk_time_limit, edited by an administrator);
 * these are the defaults migration 0050 writes.
 */
export type StepClock = 'take' | 'verify' | 'dispose';

export interface StepClockRule {
  label: string;
  /** the order statuses the step's clock runs in */
  statuses: readonly OrderStatus[];
  /** what the clock counts from: the dispatch (the overdue rule's start) or the step change that entered it */
  startsAt: 'dispatch' | 'stepChange';
  /** the default duration in working days */
  defaultDays: number;
  /** the district's code to ask for more days on this step (申请延期): verification's or disposal's */
  delayPermission: PermissionCode;
}

export const STEP_CLOCKS: Record<StepClock, StepClockRule> = {
  take: {
    label: '接单',
    statuses: [S.DISPATCHED],
    startsAt: 'dispatch',
    defaultDays: 2,
    delayPermission: 'riskVerificationCounty:delay',
  },
  // as the overdue rule of the lists: 7 working days from dispatch to the submitted verification
  verify: {
    label: '提交核实',
    statuses: [S.TAKEN, S.VERIFYING],
    startsAt: 'dispatch',
    defaultDays: FEEDBACK_TARGET_WORKING_DAYS,
    delayPermission: 'riskVerificationCounty:delay',
  },
  dispose: {
    label: '联动处置',
    statuses: [S.DISPOSING],
    startsAt: 'stepChange',
    defaultDays: 20,
    delayPermission: 'riskDisposalCounty:delay',
  },
};
export const STEP_CLOCK_NAMES = Object.keys(STEP_CLOCKS) as StepClock[];

export type TimeLimits = Record<StepClock, number>;
export const DEFAULT_TIME_LIMITS: TimeLimits = {
  take: STEP_CLOCKS.take.defaultDays,
  verify: STEP_CLOCKS.verify.defaultDays,
  dispose: STEP_CLOCKS.dispose.defaultDays,
};

/**
 * 升级提醒: the city is told of orders overdue by more than this many working days. Kept as the row
 * `escalate` of risk_time_limit beside the step durations, so one page and one call edit them together.
 */
export const ESCALATE_KEY = 'escalate';
export const DEFAULT_ESCALATE_DAYS = 3;

/** What the settings page reads and writes: the three durations and the escalation threshold. */
export type TimeLimitSettings = TimeLimits & { escalate: number };
export const DEFAULT_TIME_LIMIT_SETTINGS: TimeLimitSettings = {
  ...DEFAULT_TIME_LIMITS,
  escalate: DEFAULT_ESCALATE_DAYS,
};
export const TIME_LIMIT_SETTING_KEYS = [...STEP_CLOCK_NAMES, ESCALATE_KEY] as const;

/** The step whose clock runs in a status; null where no clock runs (with the city, rated, closed). */
export function clockOf(status: number): StepClock | null {
  return STEP_CLOCK_NAMES.find((c) => (STEP_CLOCKS[c].statuses as readonly number[]).includes(status)) ?? null;
}

/** The deadline of a step whose clock started at `start`. */
export function stepDeadline(start: Date, days: number, cal: HolidayCalendar): Date {
  return endOfBeijingDay(addWorkingDays(start, days, cal));
}

/** Marks of the lists: past the deadline, or due within one working day (today or the next working day). */
export type DeadlineMark = 'overdue' | 'dueSoon' | null;

export function deadlineMark(deadline: Date | null, now: Date, cal: HolidayCalendar): DeadlineMark {
  if (!deadline) return null;
  if (isOverdue(deadline, now)) return 'overdue';
  return deadline.getTime() <= dueSoonUntil(now, cal).getTime() ? 'dueSoon' : null;
}

/** 已超期: the current step's deadline has passed (every count of overdue orders reads this). */
export const isOverdue = (deadline: Date | null, now: Date): boolean =>
  deadline !== null && now.getTime() > deadline.getTime();

/** The latest deadline still marked 即将到期 at `now`: the end of the next working day. */
export const dueSoonUntil = (now: Date, cal: HolidayCalendar): Date => stepDeadline(now, 1, cal);
