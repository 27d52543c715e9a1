import { describe, expect, it } from 'vitest';
import type { JobRow } from '@risk/shared/api/jobs';
import { progressPercent } from './progress.ts';

const job = (state: JobRow['state'], total: number | null, read: number) => ({
  state,
  progress: { total, read, written: 0, refused: 0 },
});

describe('import progress bar', () => {
  it('when rows are read of a known total then the bar is their share, below 100 until the job is done', () => {
    expect(progressPercent(job('running', 200, 50))).toBe(25);
    expect(progressPercent(job('running', 200, 200))).toBe(99);
    // a sheet may declare fewer rows than it holds
    expect(progressPercent(job('running', 100, 150))).toBe(99);
    expect(progressPercent(job('done', 200, 200))).toBe(100);
  });

  it('when the total is not known yet or the job is queued then the bar is empty', () => {
    expect(progressPercent(job('running', null, 500))).toBe(0);
    expect(progressPercent(job('queued', null, 0))).toBe(0);
    expect(progressPercent(job('failed', 10, 10))).toBe(99);
  });
});
