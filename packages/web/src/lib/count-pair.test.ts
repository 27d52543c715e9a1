import { describe, expect, it } from 'vitest';
import { countPair } from './count-pair.ts';

describe('countPair', () => {
  it('when counts reach thousands then both are grouped as the single-count cards are', () => {
    expect(countPair(4405, 8502)).toBe('4,405 / 8,502');
    expect(countPair(12, 1000)).toBe('12 / 1,000');
    expect(countPair(0, 0)).toBe('0 / 0');
  });
});
