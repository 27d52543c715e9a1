import { describe, expect, it } from 'vitest';
import { ALERT_BANDS, alertBandOf, DEFAULT_REFRESH_SECONDS, refreshSeconds } from '../src/big-screen.ts';

describe('alert bands', () => {
  it('cover 0-50-100-150-200-300 and above, boundaries going to the band above', () => {
    expect(ALERT_BANDS.map((b) => b.min)).toEqual([0, 50, 100, 150, 200, 300]);
    expect(alertBandOf(0).label).toBe('0-50');
    expect(alertBandOf(49).label).toBe('0-50');
    expect(alertBandOf(50).label).toBe('50-100');
    expect(alertBandOf(299).label).toBe('200-300');
    expect(alertBandOf(300).label).toBe('300以上');
    expect(alertBandOf(10_000).label).toBe('300以上');
    expect(alertBandOf(-3).label).toBe('0-50');
  });
});

describe('refresh parameter', () => {
  it('takes whole seconds from 5 to 3600, else the 60 s default', () => {
    expect(refreshSeconds(null)).toBe(DEFAULT_REFRESH_SECONDS);
    expect(refreshSeconds('5')).toBe(5);
    expect(refreshSeconds('120')).toBe(120);
    expect(refreshSeconds('1')).toBe(60);
    expect(refreshSeconds('abc')).toBe(60);
    expect(refreshSeconds('2.5')).toBe(60);
    expect(refreshSeconds('99999')).toBe(60);
  });
});
