import { describe, expect, it } from 'vitest';
import { beijing } from './beijing-time.ts';

describe('beijing', () => {
  it('when the instant is late evening UTC then it shows the next Beijing day, whatever the computer’s zone', () => {
    // 2026-12-31 17:30 UTC is 2027-01-01 01:30 in Beijing: the year turns there first
    const t = beijing('2026-12-31T17:30:00Z');
    expect(t.format('YYYY-MM-DD HH:mm:ss')).toBe('2027-01-01 01:30:00');
    expect(t.year()).toBe(2027);
    expect(beijing(Date.parse('2026-06-01T00:00:00Z')).format('HH:mm')).toBe('08:00');
  });
});
