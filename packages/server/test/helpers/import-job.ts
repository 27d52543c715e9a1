import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import type { ImportReport } from '@risk/shared/api/import';
import { JOB_MSG, jobCalls, type JobRow } from '@risk/shared/api/jobs';
import type { CallResult, SendInput, TestApp } from './test-app.ts';

/** What a user ends up reading of an import: the upload's own refusal, or the row report its job ended with. */
export interface ImportOutcome extends CallResult<ImportReport> {
  /** the job the upload queued (undefined when the upload itself was refused) */
  job?: JobRow;
}

/**
 * Uploads through an import call and follows the job it answers to its end, as the page does. A
 * refused upload (no file, too large, not a spreadsheet, zip bomb, bad query) comes back as it was
 * answered; a job that ended reads as 200 with its report when done, 400 with its message and row
 * report (if any) when refused, 500 when it failed otherwise (the body's message is the job's).
 */
export async function importThroughJob(
  t: TestApp,
  token: string,
  call: AnyEndpoint,
  input: SendInput,
): Promise<ImportOutcome> {
  const upload = await t.send(token, call, input);
  if (upload.status !== 200) return upload as unknown as ImportOutcome;
  const queued = upload.body.content as JobRow;
  await t.app.jobs.idle();
  const read = await t.send(token, jobCalls.detail, { params: { id: queued.id } });
  const job = read.body.content;
  if (!['done', 'failed', 'cancelled'].includes(job.state)) throw new Error(`任务 ${job.id} 未结束：${job.state}`);
  const unexpected = ([JOB_MSG.failed, JOB_MSG.stopped, JOB_MSG.interrupted] as (string | null)[]).includes(
    job.message,
  );
  const status = job.state === 'done' ? 200 : unexpected ? 500 : 400;
  return {
    status,
    body: { status, message: job.message ?? '', content: job.report as ImportReport },
    raw: upload.raw,
    job,
  };
}
