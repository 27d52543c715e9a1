import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOB_STATES, type JobState } from '@risk/shared/api/jobs';
import { at, bytea, createTime } from './columns.ts';
import { user } from './system.ts';

/**
 * Work longer than a request (imports, scheduled digests): one row per job, so any instance can
 * report it, one instance runs it (claimed with FOR UPDATE SKIP LOCKED) and a job whose runner
 * stopped beating is found and failed by any other.
 */
export const job = pgTable(
  'sys_job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** who asked for it (null for scheduled work); the job acts as this user, with their current grants */
    ownerId: integer('owner_id').references(() => user.id, { onDelete: 'set null' }),
    ownerName: text('owner_name'),
    /** the address and browser of the request that asked, for the operation log the job writes */
    ownerIp: text('owner_ip'),
    ownerBrowser: text('owner_browser'),
    state: text('state').$type<JobState>().notNull().default('queued'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** the uploaded file the job reads; dropped when the job ends */
    input: bytea('input'),
    total: integer('total'),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsRefused: integer('rows_refused').notNull().default(0),
    message: text('message'),
    /** an import's row report (`ImportReport`) */
    report: jsonb('report'),
    /** one job per schedule occurrence (`timeliness-digest:2026-12-02`), whatever the number of instances */
    uniqueKey: text('unique_key'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** the instance running it, and when it last said so */
    instance: text('instance'),
    heartbeatTime: at('heartbeat_time'),
    createTime: createTime(),
    startTime: at('start_time'),
    finishTime: at('finish_time'),
  },
  (t) => [
    check('sys_job_state_check', sql.raw(`${t.state.name} in (${JOB_STATES.map((s) => `'${s}'`).join(', ')})`)),
    uniqueIndex('sys_job_unique_key_idx').on(t.uniqueKey),
    // the claim reads the oldest queued job; the sweep the running ones
    index('sys_job_state_idx').on(t.state, t.id),
    index('sys_job_owner_idx').on(t.ownerId, t.createTime.desc(), t.id.desc()),
  ],
);
