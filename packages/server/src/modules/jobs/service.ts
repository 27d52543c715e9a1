import { and, count, eq, type SQL } from 'drizzle-orm';
import { isAdmin } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import {
  FINISHED_JOB_STATES,
  JOB_MSG,
  JOB_SORT_FIELDS,
  JOB_DEFAULT_SORT,
  type JobRow,
  type JobState,
} from '@risk/shared/api/jobs';
import type { PageQuery } from '@risk/shared/wire';
import type { Db } from '../../db/client.ts';
import { job } from '../../db/schema/jobs.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { jobColumns, toJobRow } from '../../platform/jobs/rows.ts';

/** A user sees their own jobs; the administrator everyone's. */
const mine = (me: AuthUser): SQL | undefined => (isAdmin(me) ? undefined : eq(job.ownerId, me.id));

/** One job as its owner follows it: the row, with the progress of this instance when it runs the job here. */
export async function readJob(db: Db, queue: JobQueue, me: AuthUser, id: number): Promise<JobRow> {
  const [row] = await db
    .select(jobColumns)
    .from(job)
    .where(and(eq(job.id, id), mine(me)));
  if (!row) throw notFound(MSG.notFound);
  const out = toJobRow(row);
  const live = out.state === 'running' ? queue.liveProgress(id) : undefined;
  return live ? { ...out, progress: { ...live } } : out;
}

export async function listJobs(
  db: Db,
  me: AuthUser,
  q: PageQuery & { kind?: string; state?: JobState },
): Promise<{ rows: JobRow[]; total: number }> {
  const where = and(
    mine(me),
    q.kind === undefined ? undefined : eq(job.kind, q.kind),
    q.state === undefined ? undefined : eq(job.state, q.state),
  );
  const order = orderBy(
    q.sort,
    { createTime: job.createTime } satisfies SortColumns<typeof JOB_SORT_FIELDS>,
    JOB_DEFAULT_SORT,
    job.id,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(jobColumns)
      .from(job)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(job).where(where),
  ]);
  return { rows: rows.map(toJobRow), total: n };
}

/** The owner (or the administrator) stops a job; one that has ended answers 400. */
export async function cancelJob(db: Db, queue: JobQueue, me: AuthUser, id: number): Promise<JobRow> {
  const before = await readJob(db, queue, me, id);
  if (FINISHED_JOB_STATES.includes(before.state) || !(await queue.requestCancel(id)))
    throw badRequest(JOB_MSG.finished);
  return readJob(db, queue, me, id);
}
