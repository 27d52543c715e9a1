import { describe, expect, it } from 'vitest';
import { rateCell } from './rate-cell.ts';

describe('a warning-statement rate cell', () => {
  it('shows a fractional rate as a percent with its counts', () => {
    expect(rateCell('0.5,1/2')).toBe('50.00%（1/2）');
    expect(rateCell('0,0/0')).toBe('0.00%（0/0）');
    expect(rateCell('1,3/3')).toBe('100.00%（3/3）');
  });

  it('keeps a rate the server already formatted, and shows nothing for nothing', () => {
    expect(rateCell('33.33%,1/3')).toBe('33.33%（1/3）');
    expect(rateCell('0.25')).toBe('25.00%');
    expect(rateCell('')).toBe('');
    expect(rateCell(null)).toBe('');
  });
});
