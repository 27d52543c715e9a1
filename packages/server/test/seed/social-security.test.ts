import { describe, expect, it } from 'vitest';
import { SOCIAL_MONTHS } from '@risk/shared/social-months';
import { socialRowsOf } from '../../src/seed/social-security.ts';

/** Thirteen months of headcounts: down, up again, down. */
const HEADCOUNTS = [100, 98, 97, 99, 95, 90, 92, 91, 85, 86, 80, 79, 81];
const months = Object.fromEntries(HEADCOUNTS.map((n, i) => [`2025-${String(i + 1).padStart(2, '0')}`, n]));

describe('demo 社保数据', () => {
  it('when a company has thirteen months then each row carries the fall of the headcount from 1 … 12 months before (0 when it grew)', () => {
    const rows = socialRowsOf(
      {
        creditCode: '91110108MA01ABCD1X',
        companyName: '北京示例有限公司',
        nameNorm: '北京示例有限公司',
        registrationPlace: '海淀区',
      },
      { creditCode: '91110108MA01ABCD1X', kind: 'socialMonth', title: '社保参保人数', data: { months } },
    );
    expect(rows.map((r) => r.currentMonth)).toEqual(HEADCOUNTS);
    for (const [i, row] of rows.entries())
      for (const m of SOCIAL_MONTHS)
        expect(row[m.field], `${row.month} ${m.field}`).toBe(
          Math.max(0, HEADCOUNTS[Math.max(0, i - m.months)] - HEADCOUNTS[i]),
        );
    const latest = rows.at(-1)!;
    expect([latest.january, latest.march, latest.december]).toEqual([0, 5, 19]);
  });
});
