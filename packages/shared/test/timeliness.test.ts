import { describe, expect, it } from 'vitest';
import { clockOf, deadlineMark, stepDeadline } from '../src/timeliness.ts';
import { ORDER_STATUS as S } from '../src/verification.ts';
import { addWorkingDays, type HolidayCalendar } from '../src/working-days.ts';

/** A National Day shaped calendar: 1–8 October off, Sunday 27 September and Saturday 10 October worked. */
const cal: HolidayCalendar = {
  holidays: new Set([
    '2026-10-01',
    '2026-10-02',
    '2026-10-03',
    '2026-10-04',
    '2026-10-05',
    '2026-10-06',
    '2026-10-07',
    '2026-10-08',
  ]),
  workdays: new Set(['2026-09-27', '2026-10-10']),
};
const beijing = (iso: string) => new Date(`${iso}+08:00`);

describe('addWorkingDays', () => {
  it('when no holiday falls in the span then weekends alone are skipped', () => {
    // Thursday 2026-09-03 + 2 working days: Friday, then Monday
    expect(addWorkingDays(beijing('2026-09-03T10:00:00'), 2, cal)).toBe('2026-09-07');
  });
  it('when the span crosses the holiday then its days are skipped and the make-up Saturday counts', () => {
    // Tuesday 29 Sep: 30 Sep (1), holiday 1–8 Oct, Fri 9 Oct (2), Sat 10 Oct make-up (3), Sun 11 off, Mon 12 (4)
    expect(addWorkingDays(beijing('2026-09-29T09:00:00'), 1, cal)).toBe('2026-09-30');
    expect(addWorkingDays(beijing('2026-09-29T09:00:00'), 2, cal)).toBe('2026-10-09');
    expect(addWorkingDays(beijing('2026-09-29T09:00:00'), 3, cal)).toBe('2026-10-10');
    expect(addWorkingDays(beijing('2026-09-29T09:00:00'), 4, cal)).toBe('2026-10-12');
  });
  it('when a make-up Sunday or Saturday falls in the span then it counts as a working day', () => {
    expect(addWorkingDays(beijing('2026-09-26T15:00:00'), 1, cal)).toBe('2026-09-27');
    expect(addWorkingDays(beijing('2026-09-27T15:00:00'), 7, cal)).toBe('2026-10-13');
  });
  it('when the instant is late at night UTC then the Beijing day is the start', () => {
    // 2026-09-29T17:00Z is already 30 Sep in Beijing
    expect(addWorkingDays(new Date('2026-09-29T17:00:00Z'), 1, cal)).toBe('2026-10-09');
  });
});

describe('stepDeadline', () => {
  it('ends with the last working day at midnight Beijing time', () => {
    expect(stepDeadline(beijing('2026-09-29T09:00:00'), 2, cal).toISOString()).toBe('2026-10-09T15:59:59.999Z');
  });
});

describe('deadlineMark', () => {
  const deadline = stepDeadline(beijing('2026-09-29T09:00:00'), 2, cal); // end of Fri 9 Oct
  it('when the deadline is past then overdue', () => {
    expect(deadlineMark(deadline, beijing('2026-10-10T08:00:00'), cal)).toBe('overdue');
  });
  it('when the deadline is within one working day then due soon, across the holiday too', () => {
    expect(deadlineMark(deadline, beijing('2026-10-09T08:00:00'), cal)).toBe('dueSoon');
    expect(deadlineMark(deadline, beijing('2026-09-30T08:00:00'), cal)).toBe('dueSoon');
  });
  it('when further off or without a deadline then no mark', () => {
    expect(deadlineMark(deadline, beijing('2026-09-29T10:00:00'), cal)).toBeNull();
    expect(deadlineMark(null, beijing('2026-09-29T10:00:00'), cal)).toBeNull();
  });
});

describe('clockOf', () => {
  it('names the step whose clock runs in the status', () => {
    expect(clockOf(S.DISPATCHED)).toBe('take');
    expect(clockOf(S.TAKEN)).toBe('verify');
    expect(clockOf(S.VERIFYING)).toBe('verify');
    expect(clockOf(S.DISPOSING)).toBe('dispose');
    expect(clockOf(S.TO_AUDIT)).toBeNull();
    expect(clockOf(S.NEW)).toBeNull();
  });
});
