import type { JobRow } from '@risk/shared/api/jobs';

/**
 * How full an import's bar is: the rows read of the rows the file holds (declared by its sheet, then
 * counted), kept under 100 until the job has ended, since writing and the last checks follow the reading.
 */
export function progressPercent(job: Pick<JobRow, 'state' | 'progress'>): number {
  if (job.state === 'done') return 100;
  const { total, read } = job.progress;
  if (!total) return 0;
  return Math.min(99, Math.floor((read / total) * 100));
}
