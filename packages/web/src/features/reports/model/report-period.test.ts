import { describe, expect, it } from 'vitest';
import { periodParams } from './report-period.ts';

describe('a report period on the wire', () => {
  it('sends the picked range as startTime and endTime and keeps the other filters', () => {
    expect(periodParams({ period: ['2026-03-01 00:00:00', '2026-03-31 23:59:59'], region: '海淀区' })).toEqual({
      region: '海淀区',
      startTime: '2026-03-01 00:00:00',
      endTime: '2026-03-31 23:59:59',
    });
  });

  it('sends no times without a whole range', () => {
    expect(periodParams({ period: '2026-03-01 00:00:00' })).toEqual({ startTime: undefined, endTime: undefined });
    expect(periodParams({})).toEqual({ startTime: undefined, endTime: undefined });
  });
});
