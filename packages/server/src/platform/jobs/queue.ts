import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyError } from 'fastify';
import type { ImportReport } from '@risk/shared/api/import';
import { JOB_MSG, type JobProgress, type JobRow, type JobState } from '@risk/shared/api/jobs';
import type { Db, DbOrTx } from '../../db/client.ts';
import { job } from '../../db/schema/jobs.ts';
import type { Actor } from '../audit/operation-log.ts';
import { findSessionUserById } from '../auth/session-user.ts';
import { publicError } from '../http/error-handler.ts';
import { AppError } from '../http/errors.ts';
import { jobColumns, toJobRow } from './rows.ts';

/** What a handler answers when its work is done: the message the owner reads, and an import's report. */
export interface JobOutcome {
  message: string;
  report?: ImportReport;
}

/** A job as its handler sees it while it runs. */
export interface RunningJob<P> {
  id: number;
  kind: string;
  params: P;
  /** the uploaded file the job reads, if any: a temporary copy on disk, removed when the job ends */
  inputFile: string | null;
  /** who asked, with their current grants (null for scheduled work or a deleted account) */
  actor: Actor | null;
  /** when the job started; scheduled work computes from it, so a test can fix the clock */
  now: Date;
  /** aborted when the job is cancelled or the server stops */
  signal: AbortSignal;
  /** Reports progress; written with the next heartbeat, never awaited by the handler. */
  progress(p: Partial<JobProgress>): void;
  /** Throws when the job was cancelled or the server stops (the runner ends the job accordingly). */
  throwIfCancelled(): void;
}

export interface JobSpec<P> {
  /** the job's name in lists and in the owner's notice (导入社保数据 …) */
  title: (params: P) => string;
  run: (job: RunningJob<P>) => Promise<JobOutcome>;
  /** the page the owner's notice opens */
  link?: string;
  /** Removes what a failed or cancelled job left staged (it never touches what a finished job wrote). */
  cleanup?: (db: Db, jobId: number) => Promise<void>;
}

export interface JobSchedule {
  kind: string;
  /** The key of the occurrence due at `now` (`timeliness-digest:2026-12-02`), or null when none is. */
  due: (db: Db, now: Date) => Promise<string | null>;
  params?: Record<string, unknown>;
}

export interface Enqueue {
  kind: string;
  /** who asks (null: scheduled work); the job acts as this user and tells them when it ends */
  actor: Actor | null;
  params?: Record<string, unknown>;
  /** the job's file, or the path of one on disk (read into the row a slice at a time) */
  input?: Buffer | string;
  /** one job per key: a second enqueue with the same key adds nothing and answers null */
  uniqueKey?: string;
}

export interface JobQueueOptions {
  /** a running job whose heartbeat is older than this is failed by any instance */
  staleSeconds: number;
  /** how often an idle instance looks for queued work */
  pollMs: number;
  /** jobs one instance runs at once */
  concurrency: number;
  /** whether the clock ticks the schedules (else only an explicit `tick(now)` does; tests) */
  schedules?: boolean;
  /** one process owns the embedded database: every running job found at start is an orphan */
  embedded: boolean;
  log?: FastifyBaseLogger;
  /** Tells a job's owner, in the transaction that ends the job, that it ended (the bell). */
  notify?: (tx: DbOrTx, ownerId: number, notice: { text: string; link: string | null }) => Promise<void>;
}

/** Why a running job stopped early. */
class JobStopped extends Error {
  constructor(readonly reason: 'cancelled' | 'stopped' | 'lost') {
    super(reason);
  }
}

/** Thrown by `throwIfCancelled`: the runner marks the job cancelled and runs its cleanup. */
export class JobCancelled extends JobStopped {
  constructor() {
    super('cancelled');
  }
}

interface Live {
  controller: AbortController;
  progress: JobProgress;
  done: Promise<void>;
}

const HEARTBEAT_SHARE = 3;
/**
 * The uploaded file is written and read back in slices of this many bytes (`insertJob`, `readInput`):
 * each append rewrites the stored value, so fewer, larger slices; each read is a hex string of twice this.
 */
const INPUT_SLICE_BYTES = 32 * 1024 * 1024;

/** A claimed job's columns: all but its file, and the file's size (read by `readInput`). */
const { input: _input, ...JOB_COLUMNS } = getTableColumns(job);
const CLAIMED = { ...JOB_COLUMNS, inputBytes: sql<number | null>`octet_length(${job.input})`.mapWith(Number) };
type ClaimedJob = Omit<typeof job.$inferSelect, 'input'> & { inputBytes: number | null };
const MAX_HEARTBEAT_MS = 5_000;

/**
 * The jobs of one server instance (DESIGN.md "Long work"). Jobs wait in `sys_job`; each instance
 * claims the oldest queued one it knows the kind of (FOR UPDATE SKIP LOCKED: two instances never
 * claim one job), runs it, beats while it runs, and ends it done, failed or cancelled with a notice
 * to its owner. Any instance fails a job whose heartbeat went stale (its instance died); schedules
 * insert one job per occurrence key, so several instances run a digest once.
 */
export class JobQueue {
  readonly instance = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  private readonly specs = new Map<string, JobSpec<never>>();
  private readonly schedules: JobSchedule[] = [];
  private readonly live = new Map<number, Live>();
  private timers: NodeJS.Timeout[] = [];
  private pumping: Promise<void> | null = null;
  private started = false;
  /** the start's sweep: nothing is claimed before it has failed what a dead process left running */
  private swept: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly opts: JobQueueOptions,
  ) {}

  define<P>(kind: string, spec: JobSpec<P>): void {
    if (this.specs.has(kind)) throw new Error(`任务类型 ${kind} 重复定义`);
    this.specs.set(kind, spec as JobSpec<never>);
  }

  schedule(s: JobSchedule): void {
    this.schedules.push(s);
  }

  titleOf(kind: string, params: Record<string, unknown>): string {
    return this.spec(kind).title(params as never);
  }

  /**
   * Queues a job (in the caller's transaction when given one) and wakes this instance's runner.
   * A large input is written in slices (the INSERT carries the first, UPDATEs append the rest, in
   * one transaction): one bind message of a 170 MB file would copy it whole into the driver's buffer.
   */
  async enqueue(e: Enqueue, tx: DbOrTx = this.db): Promise<JobRow | null> {
    if (tx === this.db && e.input && sizeOf(e.input) > INPUT_SLICE_BYTES) {
      const queued = await this.db.transaction((t) => this.insertJob(e, t));
      this.wake();
      return queued;
    }
    const queued = await this.insertJob(e, tx);
    // outside a transaction the job is visible now; inside one, the next poll finds it after commit
    if (tx === this.db) this.wake();
    return queued;
  }

  private async insertJob(e: Enqueue, tx: DbOrTx): Promise<JobRow | null> {
    const params = e.params ?? {};
    const input = e.input === undefined ? undefined : sliced(e.input);
    const inserted = await tx
      .insert(job)
      .values({
        kind: e.kind,
        title: this.titleOf(e.kind, params),
        ownerId: e.actor?.user.id ?? null,
        ownerName: e.actor?.user.nickName ?? null,
        ownerIp: e.actor?.ip ?? null,
        ownerBrowser: e.actor?.browser ?? null,
        params,
        input: input ? input.slice(0) : null,
        uniqueKey: e.uniqueKey ?? null,
      })
      .onConflictDoNothing({ target: job.uniqueKey })
      .returning(jobColumns);
    if (!inserted[0]) return null;
    for (let i = 1; input && i < input.count; i++)
      await tx
        .update(job)
        .set({ input: sql`${job.input} || ${input.slice(i)}` })
        .where(eq(job.id, inserted[0].id));
    return toJobRow(inserted[0]);
  }

  /** Progress as this instance knows it now (fresher than the row while the job runs here). */
  liveProgress(id: number): JobProgress | undefined {
    return this.live.get(id)?.progress;
  }

  /**
   * Asks a job to stop: a queued one is cancelled at once; a running one here is aborted now, one on
   * another instance at that instance's next heartbeat. Answers false when the job had ended.
   */
  async requestCancel(id: number): Promise<boolean> {
    // first, so a job running here stops at its next batch even while its transaction keeps the database busy
    const here = this.live.get(id);
    here?.controller.abort(new JobCancelled());
    const queued = await this.db
      .update(job)
      .set({ state: 'cancelled', message: JOB_MSG.cancelled, finishTime: new Date(), input: null })
      .where(and(eq(job.id, id), eq(job.state, 'queued')))
      .returning({ id: job.id });
    if (queued.length > 0) return true;
    const running = await this.db
      .update(job)
      .set({ cancelRequested: true })
      .where(and(eq(job.id, id), eq(job.state, 'running')))
      .returning({ id: job.id });
    // aborted here, it may already have ended (cancelled) before the flag was written
    return running.length > 0 || here !== undefined;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const beatMs = this.heartbeatMs();
    this.swept = this.sweep(this.opts.embedded ? 'all' : 'stale');
    void this.swept.then(() => this.wake());
    this.timers = [
      // an instance that runs no jobs (concurrency 0) has nothing to look for
      ...(this.opts.concurrency > 0 ? [setInterval(() => this.wake(), this.opts.pollMs)] : []),
      ...(this.opts.schedules === false ? [] : [setInterval(() => this.tickLogged(), 60_000)]),
      setInterval(() => void this.beatAll(), beatMs),
      // on the embedded database only this process runs jobs, and its heartbeats may wait behind a long transaction
      ...(this.opts.embedded ? [] : [setInterval(() => void this.sweep('stale'), beatMs * HEARTBEAT_SHARE)]),
    ];
    for (const t of this.timers) t.unref();
    if (this.opts.schedules !== false) this.tickLogged();
  }

  /** Stops claiming, aborts the jobs running here and waits until each has ended (failed, nothing written). */
  async stop(): Promise<void> {
    this.started = false;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    for (const l of this.live.values()) l.controller.abort(new JobStopped('stopped'));
    await Promise.all([...this.live.values()].map((l) => l.done));
    await this.pumping;
  }

  private tickLogged(): void {
    void this.tick().catch((err) => this.opts.log?.error({ err }, '定时任务检查失败'));
  }

  /** Inserts the job of each schedule due at `now` (once per occurrence key, across instances). */
  async tick(now = new Date()): Promise<void> {
    for (const s of this.schedules) {
      const key = await s.due(this.db, now);
      if (key) await this.enqueue({ kind: s.kind, actor: null, params: s.params, uniqueKey: key });
    }
  }

  /** Resolves when this instance runs nothing and no job it could run is queued (tests). */
  async idle(): Promise<void> {
    for (;;) {
      await this.pumping;
      // a claim may land while the database answers: only a quiet runner after the answer is idle
      const queued = await this.hasQueued();
      if (!queued && this.live.size === 0 && !this.pumping) return;
      this.wake();
      await Promise.race([...this.live.values()].map((l) => l.done).concat(delay(20)));
    }
  }

  private spec(kind: string): JobSpec<never> {
    const spec = this.specs.get(kind);
    if (!spec) throw new Error(`未定义的任务类型 ${kind}`);
    return spec;
  }

  private heartbeatMs(): number {
    return Math.min(MAX_HEARTBEAT_MS, (this.opts.staleSeconds * 1000) / HEARTBEAT_SHARE);
  }

  private async hasQueued(): Promise<boolean> {
    const kinds = [...this.specs.keys()];
    if (kinds.length === 0) return false;
    const rows = await this.db
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.state, 'queued'), inArray(job.kind, kinds)))
      .limit(1);
    return rows.length > 0;
  }

  private wake(): void {
    if (!this.started || this.pumping) return;
    this.pumping = this.pump()
      .catch((err) => this.opts.log?.error({ err }, '领取任务失败'))
      .finally(() => (this.pumping = null));
  }

  /** Claims and starts queued jobs while this instance has room. */
  private async pump(): Promise<void> {
    await this.swept;
    while (this.started && this.live.size < this.opts.concurrency) {
      const claimed = await this.claim();
      if (!claimed) return;
      this.launch(claimed);
    }
  }

  private async claim() {
    const kinds = [...this.specs.keys()];
    if (kinds.length === 0) return undefined;
    const next = this.db
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.state, 'queued'), inArray(job.kind, kinds)))
      .orderBy(asc(job.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(job)
      .set({ state: 'running', instance: this.instance, startTime: sql`now()`, heartbeatTime: sql`now()` })
      // `= (subquery)`: evaluated once; as `IN` the planner may rescan it and claim several rows
      .where(and(eq(job.state, 'queued'), eq(job.id, sql`(${next})`)))
      .returning(CLAIMED);
    return rows[0];
  }

  /**
   * A job's uploaded file, copied in slices to a temporary file for the job: answered whole, bytea
   * travels as hex text, and a city's 170 MB import file would be a 340 MB string (V8 ends strings
   * at 512 MB) beside its buffer; on disk, a streamed import reads it a range at a time.
   */
  private async readInput(id: number, bytes: number, signal: AbortSignal): Promise<string> {
    const file = path.join(os.tmpdir(), `risk-job-${id}-${crypto.randomBytes(4).toString('hex')}.xlsx`);
    const out = await fsp.open(file, 'wx', 0o600);
    try {
      for (let at = 0; at < bytes; at += INPUT_SLICE_BYTES) {
        if (signal.aborted) throw signal.reason as Error;
        const [row] = await this.db
          .select({ part: sql`substring(${job.input} from ${at + 1} for ${INPUT_SLICE_BYTES})`.mapWith(job.input) })
          .from(job)
          .where(eq(job.id, id));
        if (!row) throw new Error(`任务 ${id} 的文件已不存在`);
        await out.write(row.part as Buffer);
      }
    } catch (err) {
      await out.close();
      await fsp.rm(file, { force: true });
      throw err;
    }
    await out.close();
    return file;
  }

  private launch(row: ClaimedJob): void {
    const controller = new AbortController();
    const progress: JobProgress = { total: null, read: 0, written: 0, refused: 0 };
    const entry = { controller, progress } as Live;
    this.live.set(row.id, entry);
    entry.done = this.runClaimed(row, controller, progress)
      .catch((err) => this.opts.log?.error({ err, job: row.id }, '任务结束时出错'))
      .finally(() => {
        this.live.delete(row.id);
        this.wake();
      });
  }

  private async runClaimed(row: ClaimedJob, controller: AbortController, progress: JobProgress) {
    const spec = this.spec(row.kind);
    const actor = await this.actorOf(row);
    const throwIfCancelled = () => {
      if (controller.signal.aborted) throw controller.signal.reason as Error;
    };
    let outcome: { state: JobState; message: string; report: ImportReport | null };
    let inputFile: string | null = null;
    try {
      if (row.inputBytes !== null) inputFile = await this.readInput(row.id, row.inputBytes, controller.signal);
      const result = await spec.run({
        id: row.id,
        kind: row.kind,
        params: row.params as never,
        inputFile,
        actor,
        now: row.startTime ?? new Date(),
        signal: controller.signal,
        progress: (p) => Object.assign(progress, p),
        throwIfCancelled,
      });
      // a handler that returned has committed its work: a cancel arriving now comes too late
      outcome = { state: 'done', message: result.message, report: result.report ?? null };
    } catch (err) {
      outcome = this.failureOf(err, controller.signal, row);
    } finally {
      if (inputFile) await fsp.rm(inputFile, { force: true });
    }
    if (outcome.state !== 'done') await spec.cleanup?.(this.db, row.id);
    await this.finish(row, spec, progress, outcome);
  }

  private failureOf(err: unknown, signal: AbortSignal, row: ClaimedJob) {
    const stopped = err instanceof JobStopped ? err : signal.aborted ? (signal.reason as JobStopped) : null;
    if (stopped?.reason === 'cancelled')
      return { state: 'cancelled' as const, message: JOB_MSG.cancelled, report: null };
    if (stopped) return { state: 'failed' as const, message: JOB_MSG.stopped, report: null };
    if (err instanceof AppError && err.status < 500) {
      return { state: 'failed' as const, message: err.message, report: (err.content as ImportReport) ?? null };
    }
    this.opts.log?.error({ err, job: row.id, kind: row.kind }, '任务执行出错');
    // a full disk or a lost database is named as a request would name it: the owner can act on that
    const known = publicError(err as FastifyError);
    if (known.status === 507 || known.status === 503)
      return { state: 'failed' as const, message: known.message, report: null };
    return { state: 'failed' as const, message: JOB_MSG.failed, report: null };
  }

  /** Ends the job (unless another instance already failed it as stale) and tells its owner. */
  private async finish(
    row: ClaimedJob,
    spec: JobSpec<never>,
    progress: JobProgress,
    outcome: { state: JobState; message: string; report: ImportReport | null },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const ended = await tx
        .update(job)
        .set({
          state: outcome.state,
          message: outcome.message,
          report: outcome.report,
          // what a job that did not finish wrote was rolled back: its row says so rather than the last batch's count
          ...progressColumns(outcome.state === 'done' ? progress : { ...progress, written: 0 }),
          finishTime: sql`now()`,
          input: null,
        })
        .where(and(eq(job.id, row.id), eq(job.state, 'running'), eq(job.instance, this.instance)))
        .returning({ id: job.id });
      if (ended.length > 0) await this.notifyOwner(tx, row, spec, outcome.state, outcome.message);
    });
  }

  private async notifyOwner(
    tx: DbOrTx,
    row: { ownerId: number | null; title: string },
    spec: JobSpec<never>,
    state: JobState,
    message: string,
  ) {
    if (row.ownerId === null || !this.opts.notify) return;
    await this.opts.notify(tx, row.ownerId, {
      text: JOB_MSG.ended(row.title, state, message),
      link: spec.link ?? null,
    });
  }

  /** The owner as the job acts: their current grants, the address and browser of the request that asked. */
  private async actorOf(row: ClaimedJob): Promise<Actor | null> {
    if (row.ownerId === null) return null;
    const user = await findSessionUserById(this.db, row.ownerId);
    if (!user) return null;
    return { user: { ...user, sessionId: `job:${row.id}` }, ip: row.ownerIp ?? '', browser: row.ownerBrowser ?? '' };
  }

  /** Writes each running job's progress and heartbeat; a cancel asked on another instance is read here. */
  private async beatAll(): Promise<void> {
    await Promise.all(
      [...this.live.entries()].map(async ([id, l]) => {
        try {
          const rows = await this.db
            .update(job)
            .set({ heartbeatTime: sql`now()`, ...progressColumns(l.progress) })
            .where(and(eq(job.id, id), eq(job.state, 'running'), eq(job.instance, this.instance)))
            .returning({ cancelRequested: job.cancelRequested });
          if (rows.length === 0) l.controller.abort(new JobStopped('lost'));
          else if (rows[0].cancelRequested) l.controller.abort(new JobCancelled());
        } catch (err) {
          this.opts.log?.warn({ err, job: id }, '任务心跳写入失败');
        }
      }),
    );
  }

  /**
   * Fails the running jobs nobody runs any more: with a stale heartbeat (their instance died), or at
   * the start of the embedded database's one process, all of them. Their cleanup removes what they staged.
   */
  private async sweep(which: 'all' | 'stale'): Promise<void> {
    try {
      const orphans = await this.db.transaction(async (tx) => {
        const rows = await tx
          .update(job)
          .set({ state: 'failed', message: JOB_MSG.interrupted, finishTime: sql`now()`, input: null })
          .where(
            and(
              eq(job.state, 'running'),
              which === 'all'
                ? undefined
                : lt(job.heartbeatTime, sql`now() - make_interval(secs => ${this.opts.staleSeconds})`),
            ),
          )
          .returning({ id: job.id, kind: job.kind, ownerId: job.ownerId, title: job.title });
        for (const r of rows) {
          const spec = this.specs.get(r.kind);
          if (spec) await this.notifyOwner(tx, r, spec, 'failed', JOB_MSG.interrupted);
        }
        return rows;
      });
      for (const r of orphans) await this.specs.get(r.kind)?.cleanup?.(this.db, r.id);
      if (orphans.length > 0) this.opts.log?.warn({ jobs: orphans.map((r) => r.id) }, '已将中断的任务标记为失败');
    } catch (err) {
      this.opts.log?.error({ err }, '检查中断任务失败');
    }
  }
}

const progressColumns = (p: JobProgress) => ({
  total: p.total,
  rowsRead: p.read,
  rowsWritten: p.written,
  rowsRefused: p.refused,
});

const sizeOf = (input: Buffer | string) => (typeof input === 'string' ? fs.statSync(input).size : input.length);

/** A job's file in INPUT_SLICE_BYTES slices, from memory or read from its file on disk. */
function sliced(input: Buffer | string): { count: number; slice(i: number): Buffer } {
  const size = sizeOf(input);
  const count = Math.max(1, Math.ceil(size / INPUT_SLICE_BYTES));
  if (typeof input !== 'string')
    return { count, slice: (i) => input.subarray(i * INPUT_SLICE_BYTES, (i + 1) * INPUT_SLICE_BYTES) };
  return {
    count,
    slice: (i) => {
      const out = Buffer.alloc(Math.min(INPUT_SLICE_BYTES, size - i * INPUT_SLICE_BYTES));
      const fd = fs.openSync(input, 'r');
      try {
        fs.readSync(fd, out, 0, out.length, i * INPUT_SLICE_BYTES);
      } finally {
        fs.closeSync(fd);
      }
      return out;
    },
  };
}

const delay = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
