import { beijing } from '../../../lib/beijing-time.ts';

/** Year selector options: 全部年份 (0) and the last six years. */
export function yearOptions(now = new Date()) {
  const y = beijing(now).year();
  return [
    { value: 0, label: '全部年份' },
    ...Array.from({ length: 6 }, (_, i) => ({ value: y - i, label: `${y - i}年` })),
  ];
}

/**
 * The ring of one measure over this year, month and week: three shares that add up to the year
 * (this week; the rest of this month; the rest of this year). A week reaching into last month is
 * counted in full as this week, so the month's rest never goes below 0.
 */
export function periodShares(c: { yearNum: number; monthNum: number; weekNum: number }) {
  const week = c.weekNum;
  const monthRest = Math.max(0, c.monthNum - week);
  const yearRest = Math.max(0, c.yearNum - week - monthRest);
  return [
    { name: '本周', value: week },
    { name: '本月其余', value: monthRest },
    { name: '本年其余', value: yearRest },
  ];
}
