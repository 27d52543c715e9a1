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

  // the rule walked day by day, as the count must answer
  const walked = (from: Date, to: Date, c: HolidayCalendar): number => {
    const day = (t: number) => new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = Date.parse(`${day(from.getTime())}T00:00:00Z`);
    const end = Date.parse(`${day(to.getTime())}T00:00:00Z`);
    if (end < start) return -walked(to, from, c);
    let n = 0;
    for (let t = start + 86_400_000; t <= end; t += 86_400_000) {
      const d = new Date(t).toISOString().slice(0, 10);
      const weekday = new Date(t).getUTCDay();
      if (c.workdays.has(d) || (!c.holidays.has(d) && weekday !== 0 && weekday !== 6)) n++;
    }
    return n;
  };

  it('when ranges of any length, either order and near Beijing midnight are counted then the walk agrees', () => {
    const odd: HolidayCalendar = {
      // a holiday on a Sunday, a make-up day on a Tuesday, one day in both lists, a long holiday week
      holidays: new Set([
        '2026-10-01',
        '2026-10-02',
        '2026-10-05',
        '2026-10-04',
        '2026-10-06',
        '2027-02-16',
        '2026-12-29',
      ]),
      workdays: new Set(['2026-10-10', '2026-09-27', '2026-12-29', '2027-02-16', '2027-02-20']),
    };
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const base = Date.parse('2026-08-01T00:00:00Z');
    for (let i = 0; i < 2000; i++) {
      // instants spread over ten months, many within an hour of 16:00 UTC (Beijing midnight)
      const at = () =>
        new Date(
          base +
            Math.floor(next() * 300) * 86_400_000 +
            (next() < 0.5 ? 16 * 3_600_000 + (next() - 0.5) * 3_600_000 : next() * 86_400_000),
        );
      const [a, b] = [at(), at()];
      expect(workingDaysBetween(a, b, odd)).toBe(walked(a, b, odd));
    }
  });
});
