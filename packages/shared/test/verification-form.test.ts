import { describe, expect, it } from 'vitest';
import { suggestLevel, verificationFormBody } from '../src/verification-form.ts';
import { percent, ratio, bubbleLevel, averageFeedbackDays } from '../src/rates.ts';
import { workingDaysBetween, type HolidayCalendar } from '../src/working-days.ts';

const base = {
  isDownsizing: '0',
  workersNum: 200,
  downNum: 0,
  isDownmoney: '0',
  isBackpay: '0',
  isLacksocial: '0',
} as const;

describe('suggestLevel', () => {
  it('when a fifth of the staff is laid off then 一级', () =>
    expect(suggestLevel({ ...base, isDownsizing: '1', downNum: 40 })).toBe('一级'));
  it('when wages and social security are both in arrears then 二级', () =>
    expect(suggestLevel({ ...base, isDownmoney: '1', isLacksocial: '1' })).toBe('二级'));
  it('when one risk fact is present then 三级', () => expect(suggestLevel({ ...base, isBackpay: '1' })).toBe('三级'));
  it('when nothing is found then 三级以下', () => expect(suggestLevel(base)).toBe('三级以下'));
});

describe('verification form', () => {
  it('when more people are laid off than employed then it is refused with a Chinese message', () => {
    const r = verificationFormBody.safeParse({
      ...base,
      isDownsizing: '1',
      downNum: 300,
      isLayoffplan: '0',
      compensateType: '0',
      level: '一级',
      contacts: '张三',
      contactsTel: '13800001111',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe('裁员人数不能大于职工人数');
  });
});

describe('rates', () => {
  it('when both sides are 0 then 0%', () => expect(percent(ratio(0, 0))).toBe('0.00%'));
  it('when a rate is a fraction then two decimals', () => expect(percent(ratio(1, 3))).toBe('33.33%'));
  it('maps bubble levels', () =>
    expect([bubbleLevel('1'), bubbleLevel('2'), bubbleLevel('3'), bubbleLevel('x')]).toEqual([3, 2, 1, 0]));
  it('averages feedback days with 2 decimals', () => expect(averageFeedbackDays(10, 3)).toBe(3.33));
});

describe('workingDaysBetween', () => {
  const cal: HolidayCalendar = {
    holidays: new Set(['2026-10-01', '2026-10-02', '2026-10-05']),
    workdays: new Set(['2026-10-10']),
  };
  it('when a week spans a weekend then five working days', () => {
    expect(workingDaysBetween(new Date('2026-09-14T02:00:00Z'), new Date('2026-09-21T02:00:00Z'), cal)).toBe(5);
  });
  it('when holidays and a make-up Saturday fall inside then they count as the calendar says', () => {
    // 9-30 (Wed) → 10-10 (Sat, make-up day): 10-01,02 off, 03,04 weekend, 05 off, 06-09 work, 10 work
    expect(workingDaysBetween(new Date('2026-09-30T02:00:00Z'), new Date('2026-10-10T02:00:00Z'), cal)).toBe(5);
  });
});
