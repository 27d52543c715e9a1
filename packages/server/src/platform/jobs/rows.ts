import type { ImportReport } from '@risk/shared/api/import';
import type { JobRow } from '@risk/shared/api/jobs';
import { job } from '../../db/schema/jobs.ts';

/** Every column a job's answer reads (never the input file). */
export const jobColumns = {
  id: job.id,
  kind: job.kind,
  title: job.title,
  state: job.state,
  total: job.total,
  rowsRead: job.rowsRead,
  rowsWritten: job.rowsWritten,
  rowsRefused: job.rowsRefused,
  message: job.message,
  report: job.report,
  ownerName: job.ownerName,
  createTime: job.createTime,
  startTime: job.startTime,
  finishTime: job.finishTime,
};

type JobRecord = { [K in keyof typeof jobColumns]: (typeof jobColumns)[K]['_']['data'] | null } & {
  id: number;
  state: JobRow['state'];
  createTime: Date;
};

export function toJobRow(r: JobRecord): JobRow {
  return {
    id: r.id,
    kind: r.kind ?? '',
    title: r.title ?? '',
    state: r.state,
    progress: { total: r.total, read: r.rowsRead ?? 0, written: r.rowsWritten ?? 0, refused: r.rowsRefused ?? 0 },
    message: r.message,
    report: (r.report as ImportReport | null) ?? null,
    ownerName: r.ownerName,
    createTime: r.createTime.toISOString(),
    startTime: r.startTime?.toISOString() ?? null,
    finishTime: r.finishTime?.toISOString() ?? null,
  };
}
