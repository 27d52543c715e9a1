import { z } from 'zod';
import { envelope, idParam, pageEnvelope, pageQuerySchema, wireTime } from '../wire.ts';
import { callsOf } from './endpoint.ts';
import { importReport } from './import.ts';

/**
 * Work longer than a request (imports, scheduled digests) runs as a job kept in the database
 * (DESIGN.md "Long work"): the page that started it follows it here until it ends.
 */
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** States a job does not leave. */
export const FINISHED_JOB_STATES: readonly JobState[] = ['done', 'failed', 'cancelled'];
export const JOB_STATE_LABELS: Record<JobState, string> = {
  queued: '排队中',
  running: '进行中',
  done: '已完成',
  failed: '失败',
  cancelled: '已取消',
};

export const JOB_MSG = {
  finished: '任务已结束，无法取消',
  interrupted: '服务重启，任务已中断，未写入任何数据',
  stopped: '服务关闭，任务已中断，未写入任何数据',
  cancelled: '任务已取消，未写入任何数据',
  failed: '任务执行出错，未写入任何数据，请联系管理员',
  cancelRequested: '已请求取消任务',
  /** the owner's notice when a job ends: 「导入社保数据」已完成：导入成功 1,000 条 */
  ended: (title: string, state: JobState, message: string) => `「${title}」${JOB_STATE_LABELS[state]}：${message}`,
} as const;

export const jobProgress = z.object({
  /** rows the input holds, when known before the end (null: unknown yet) */
  total: z.number().int().nullable(),
  read: z.number().int(),
  written: z.number().int(),
  refused: z.number().int(),
});
export type JobProgress = z.infer<typeof jobProgress>;

export const jobRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  state: z.enum(JOB_STATES),
  progress: jobProgress,
  message: z.string().nullable(),
  /** an import's row report: what was written, or every refused cell */
  report: importReport.nullable(),
  ownerName: z.string().nullable(),
  createTime: wireTime,
  startTime: wireTime.nullable(),
  finishTime: wireTime.nullable(),
});
export type JobRow = z.infer<typeof jobRow>;

export const JOB_SORT_FIELDS = ['createTime'] as const;
export const JOB_DEFAULT_SORT = 'createTime,DESC';

export const jobQuery = pageQuerySchema.extend({
  kind: z.string().max(100).optional(),
  state: z.enum(JOB_STATES, { error: '任务状态不正确' }).optional(),
});

const jobs = callsOf('jobs', '/system/v1/jobs');

/** A user follows their own jobs; the administrator anyone's. */
export const jobCalls = {
  list: jobs.get('', {
    access: 'authenticated',
    query: jobQuery,
    answer: pageEnvelope(jobRow),
    sort: JOB_SORT_FIELDS,
    defaultSort: JOB_DEFAULT_SORT,
  }),
  detail: jobs.get('/:id', { access: 'authenticated', params: idParam, answer: envelope(jobRow) }),
  cancel: jobs.post('/:id/cancel', { access: 'authenticated', params: idParam, answer: envelope(jobRow) }),
};

/** What every spreadsheet import call answers at once: the job that imports the file (its row report comes when it ends). */
export const importJobAnswer = envelope(jobRow);
