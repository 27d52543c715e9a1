import { describe, expect, it } from 'vitest';
import { periodShares, yearOptions } from './years.ts';

describe('dashboard year and period helpers', () => {
  it('when the year list is built then 全部年份 is 0 and first, then this year', () => {
    const o = yearOptions(new Date('2026-05-01'));
    expect(o[0]).toEqual({ value: 0, label: '全部年份' });
    expect(o[1].value).toBe(2026);
  });
  it('when a ring is split then the three shares add up to the year and none is negative', () => {
    expect(periodShares({ yearNum: 100, monthNum: 30, weekNum: 10 }).map((s) => s.value)).toEqual([10, 20, 70]);
    const early = periodShares({ yearNum: 5, monthNum: 2, weekNum: 5 });
    expect(early.map((s) => s.value)).toEqual([5, 0, 0]);
  });
});
