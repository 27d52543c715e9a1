import { describe, expect, it } from 'vitest';
import { NO_BASE_REASON, shownRate } from '../src/rates.ts';

describe('shownRate', () => {
  it('when there is a base then the percent with two decimals', () => {
    expect(shownRate(28, 61)).toEqual({ text: '45.90%', reason: null });
    expect(shownRate(0, 4)).toEqual({ text: '0.00%', reason: null });
  });
  it('when the base is 0 then "—" and the reason, never 0.00%', () => {
    expect(shownRate(0, 0)).toEqual({ text: '—', reason: NO_BASE_REASON });
  });
});
