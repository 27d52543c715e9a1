import { describe, expect, it } from 'vitest';
import { bandOf, yearOptions } from './bands.ts';

describe('alert bands', () => {
  it('when a count falls on a marker then it belongs to the band above', () => {
    expect(bandOf(0).label).toBe('0-50');
    expect(bandOf(49).label).toBe('0-50');
    expect(bandOf(50).label).toBe('50-100');
    expect(bandOf(150).label).toBe('150-200');
    expect(bandOf(299).label).toBe('200-300');
    expect(bandOf(300).label).toBe('300以上');
  });
  it('when the year list is built then 全部年份 is 0 and first', () => {
    expect(yearOptions(new Date('2026-05-01'))[0]).toEqual({ value: 0, label: '全部年份' });
    expect(yearOptions(new Date('2026-05-01'))[1].value).toBe(2026);
  });
});
