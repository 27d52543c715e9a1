import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { JOB_MSG, jobCalls as calls } from '@risk/shared/api/jobs';
import { noticeCalls } from '@risk/shared/api/notices';
import { loadConfig } from '../../../src/config.ts';
import { job } from '../../../src/db/schema/jobs.ts';
import { user } from '../../../src/db/schema/system.ts';
import { JobCancelled, JobQueue, type JobSpec } from '../../../src/platform/jobs/queue.ts';
import type { Actor } from '../../../src/platform/audit/operation-log.ts';
import { findSessionUserById } from '../../../src/platform/auth/session-user.ts';
import { badRequest } from '../../../src/platform/http/errors.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let city: string;
let city2: string;
let admin: string;
let cityActor: Actor;

/** A latch a test opens when it wants a running job to go on. */
function latch() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

/** Jobs a test defines under its own kind, so tests do not meet each other's work. */
let kinds = 0;
function define<P>(spec: Partial<JobSpec<P>> & Pick<JobSpec<P>, 'run'>, queue: JobQueue = t.app.jobs): string {
  const kind = `test:${++kinds}`;
  queue.define<P>(kind, { title: () => `测试任务${kinds}`, ...spec });
  return kind;
}

/**
 * A second instance on the same database, as a PostgreSQL deployment runs them (on the embedded
 * database one process owns the data, so it is never "embedded" here: it must not fail this app's jobs at start).
 */
const otherInstance = (opts: { staleSeconds: number; pollMs: number; concurrency: number }) =>
  new JobQueue(t.db, { ...opts, embedded: false });

const detail = (token: string, id: number) => t.send(token, calls.detail, { params: { id } });

/** Polls the job as its owner until it leaves `state`. */
async function until(token: string, id: number, done: (state: string) => boolean) {
  for (;;) {
    const row = (await detail(token, id)).body.content;
    if (done(row.state)) return row;
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '100', JOB_STALE_SECONDS: '3' });
  [city, city2, admin] = await Promise.all(['city', 'city2', 'admin'].map((u) => t.login(u)));
  const [{ id }] = await t.db.select({ id: user.id }).from(user).where(eq(user.username, 'city'));
  cityActor = {
    user: { ...(await findSessionUserById(t.db, id))!, sessionId: 'test' },
    ip: '10.1.2.3',
    browser: 'test',
  };
});
afterAll(() => t.close());

describe('jobs', () => {
  it('when a job runs to its end then its owner reads it done with its message, is told by the bell, and acts as themself', async () => {
    let actedAs = '';
    const kind = define<{ n: number }>({
      title: (p) => `导入${p.n}行`,
      run: async (j) => {
        actedAs = j.actor!.user.username;
        j.progress({ total: j.params.n, read: j.params.n, written: j.params.n });
        return { message: `导入成功 ${j.params.n} 条`, report: { created: j.params.n, refused: [] } };
      },
    });
    const queued = (await t.app.jobs.enqueue({ kind, actor: cityActor, params: { n: 3 } }))!;
    expect(queued).toMatchObject({ state: 'queued', title: '导入3行', ownerName: cityActor.user.nickName });
    await t.app.jobs.idle();

    const row = (await detail(city, queued.id)).body.content;
    expect(row).toMatchObject({
      state: 'done',
      message: '导入成功 3 条',
      report: { created: 3, refused: [] },
      progress: { total: 3, read: 3, written: 3, refused: 0 },
    });
    expect(row.startTime && row.finishTime).toBeTruthy();
    expect(actedAs).toBe('city');
    const bell = (await t.send(city, noticeCalls.list, { query: { status: '0', size: '50' } })).body.content.content;
    expect(bell.map((n) => n.content.noticeBody)).toContain(JOB_MSG.ended('导入3行', 'done', '导入成功 3 条'));
    // the file a job read is dropped when it ends
    const [{ input }] = await t.db.select({ input: job.input }).from(job).where(eq(job.id, queued.id));
    expect(input).toBeNull();
  });

  it('when another user asks for a job then it answers 404 as if absent; the administrator reads it; lists hold only one’s own', async () => {
    const kind = define({ run: async () => ({ message: '完成' }) });
    const queued = (await t.app.jobs.enqueue({ kind, actor: cityActor }))!;
    await t.app.jobs.idle();
    const foreign = await detail(city2, queued.id);
    expect([foreign.status, foreign.body.message]).toEqual([404, MSG.notFound]);
    expect((await t.send(city2, calls.cancel, { params: { id: queued.id } })).status).toBe(404);
    expect((await detail(admin, queued.id)).body.content.state).toBe('done');

    const listOf = async (token: string) =>
      (await t.send(token, calls.list, { query: { kind, size: '50' } })).body.content;
    const cityList = await listOf(city);
    expect(cityList.metadata.totalElements).toBe(1);
    expect(cityList.content[0].content.id).toBe(queued.id);
    expect((await listOf(city2)).metadata.totalElements).toBe(0);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(job)
      .where(eq(job.ownerId, cityActor.user.id));
    expect((await t.send(city, calls.list, { query: { size: '1' } })).body.content.metadata.totalElements).toBe(n);
  });

  it('when a running job is cancelled then its handler is aborted, its cleanup runs and it ends cancelled; a finished job cannot be cancelled', async () => {
    const started = latch();
    const cleaned: number[] = [];
    const kind = define({
      run: async (j) => {
        j.progress({ read: 5, written: 2 });
        started.open();
        await new Promise((_, reject) => j.signal.addEventListener('abort', () => reject(j.signal.reason)));
        return { message: '不应完成' };
      },
      cleanup: async (_db, id) => void cleaned.push(id),
    });
    const queued = (await t.app.jobs.enqueue({ kind, actor: cityActor }))!;
    await started.opened;
    // the instance that runs the job reports its progress before any heartbeat wrote it
    expect((await detail(city, queued.id)).body.content).toMatchObject({
      state: 'running',
      progress: { read: 5, written: 2 },
    });
    const cancel = await t.send(city, calls.cancel, { params: { id: queued.id } });
    expect([cancel.status, cancel.body.message]).toEqual([200, JOB_MSG.cancelRequested]);
    const ended = await until(city, queued.id, (s) => s !== 'running');
    expect([ended.state, ended.message]).toEqual(['cancelled', JOB_MSG.cancelled]);
    expect(cleaned).toEqual([queued.id]);

    const again = await t.send(city, calls.cancel, { params: { id: queued.id } });
    expect([again.status, again.body.message]).toEqual([400, JOB_MSG.finished]);
  });

  it('when a queued job is cancelled then it never runs', async () => {
    const gate = latch();
    const running = latch();
    const ran: string[] = [];
    const kind = define<{ name: string }>({
      run: async (j) => {
        ran.push(j.params.name);
        running.open();
        await gate.opened;
        return { message: '完成' };
      },
    });
    const first = (await t.app.jobs.enqueue({ kind, actor: cityActor, params: { name: 'first' } }))!;
    await running.opened;
    // one job at a time per instance (JOB_CONCURRENCY 1): the second waits
    const second = (await t.app.jobs.enqueue({ kind, actor: cityActor, params: { name: 'second' } }))!;
    expect((await t.send(city, calls.cancel, { params: { id: second.id } })).status).toBe(200);
    expect((await detail(city, second.id)).body.content.state).toBe('cancelled');
    gate.open();
    await t.app.jobs.idle();
    expect(ran).toEqual(['first']);
    expect((await detail(city, first.id)).body.content.state).toBe('done');
  });

  it('when a handler refuses its input then the job fails with the message and row report; an unexpected error fails with the generic message', async () => {
    const report = { created: 0, refused: [{ row: 2, column: '企业名称', reason: '企业名称不能为空' }] };
    const refusing = define({
      run: async () => {
        throw badRequest(MSG.importRefused(1), report);
      },
    });
    const broken = define({
      run: async () => {
        throw new Error('internal detail that must not reach the user');
      },
    });
    const a = (await t.app.jobs.enqueue({ kind: refusing, actor: cityActor }))!;
    const b = (await t.app.jobs.enqueue({ kind: broken, actor: cityActor }))!;
    await t.app.jobs.idle();
    expect((await detail(city, a.id)).body.content).toMatchObject({
      state: 'failed',
      message: MSG.importRefused(1),
      report,
    });
    expect((await detail(city, b.id)).body.content).toMatchObject({
      state: 'failed',
      message: JOB_MSG.failed,
      report: null,
    });
  });

  it('when a handler meets a full disk then the job fails with the storage message, not the generic one', async () => {
    const kind = define({
      run: async () => {
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    });
    const queued = (await t.app.jobs.enqueue({ kind, actor: cityActor }))!;
    await t.app.jobs.idle();
    expect((await detail(city, queued.id)).body.content).toMatchObject({ state: 'failed', message: MSG.storageFull });
  });

  it('when a handler checks for cancellation itself then throwIfCancelled ends it cancelled', async () => {
    const started = latch();
    const proceed = latch();
    const kind = define({
      run: async (j) => {
        started.open();
        await proceed.opened;
        j.throwIfCancelled();
        return { message: '不应完成' };
      },
    });
    const queued = (await t.app.jobs.enqueue({ kind, actor: cityActor }))!;
    await started.opened;
    await t.send(city, calls.cancel, { params: { id: queued.id } });
    proceed.open();
    await t.app.jobs.idle();
    expect((await detail(city, queued.id)).body.content.state).toBe('cancelled');
    expect(new JobCancelled()).toBeInstanceOf(Error);
  });

  it('when a running job’s instance stopped beating then another instance fails it as interrupted, runs its cleanup and tells the owner', async () => {
    const cleaned: number[] = [];
    const other = otherInstance({ staleSeconds: 3, pollMs: 100, concurrency: 1 });
    const spec = {
      title: () => '中断的任务',
      run: async () => ({ message: '完成' }),
      cleanup: async (_db: unknown, id: number) => void cleaned.push(id),
    };
    // on PostgreSQL either instance may be the one to find it
    const kind = define(spec, other);
    t.app.jobs.define(kind, spec);
    // a job a dead instance was running: its heartbeat a minute old
    const [orphan] = await t.db
      .insert(job)
      .values({
        kind,
        title: '中断的任务',
        ownerId: cityActor.user.id,
        state: 'running',
        instance: 'dead-host:1:abc',
        startTime: sql`now() - interval '2 minutes'`,
        heartbeatTime: sql`now() - interval '1 minute'`,
      })
      .returning({ id: job.id });
    other.start();
    try {
      const ended = await until(city, orphan.id, (s) => s !== 'running');
      expect([ended.state, ended.message]).toEqual(['failed', JOB_MSG.interrupted]);
      await expect.poll(() => cleaned).toEqual([orphan.id]);
    } finally {
      await other.stop();
    }
  });

  it('when two instances tick the same schedule then one job runs for the occurrence', async () => {
    const runs: string[] = [];
    const fixed = new Date('2026-12-02T00:30:00Z');
    const other = otherInstance({ staleSeconds: 30, pollMs: 100, concurrency: 1 });
    const kind = `test:${++kinds}`;
    for (const q of [t.app.jobs, other]) {
      q.define(kind, {
        title: () => '每日汇总',
        run: async (j) => (runs.push(j.now.toISOString()), { message: '已发送' }),
      });
      q.schedule({
        kind,
        due: async (_db, now) => (now.getTime() === fixed.getTime() ? 'digest:2026-12-02' : null),
      });
    }
    other.start();
    try {
      await Promise.all([t.app.jobs.tick(fixed), other.tick(fixed), t.app.jobs.tick(fixed)]);
      await t.app.jobs.idle();
      await other.idle();
      const rows = await t.db.select().from(job).where(eq(job.kind, kind));
      expect(rows.map((r) => [r.uniqueKey, r.state, r.ownerId])).toEqual([['digest:2026-12-02', 'done', null]]);
      expect(runs).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });

  it('when an instance runs no jobs (JOB_CONCURRENCY 0) then what it queues waits for an instance that runs them', async () => {
    const serving = otherInstance({ staleSeconds: 30, pollMs: 20, concurrency: 0 });
    const running = otherInstance({ staleSeconds: 30, pollMs: 20, concurrency: 1 });
    const kind = `test:${++kinds}`;
    const ranOn: string[] = [];
    for (const [name, q] of [
      ['serving', serving],
      ['running', running],
    ] as const)
      q.define(kind, {
        title: () => '只服务请求的实例',
        run: async () => {
          ranOn.push(name);
          return { message: '完成' };
        },
      });
    serving.start();
    try {
      const queued = (await serving.enqueue({ kind, actor: cityActor }))!;
      await new Promise((r) => setTimeout(r, 300));
      expect((await detail(city, queued.id)).body.content.state).toBe('queued');
      running.start();
      expect((await until(city, queued.id, (s) => s !== 'queued' && s !== 'running')).state).toBe('done');
      expect(ranOn).toEqual(['running']);
    } finally {
      await Promise.all([serving.stop(), running.stop()]);
    }
  });

  it('when JOB_CONCURRENCY is 0 on the embedded database then the server refuses to start with the reason', () => {
    expect(() => loadConfig({ JOB_CONCURRENCY: '0' })).toThrow(/JOB_CONCURRENCY: 为 0 时本实例不执行后台任务/);
    expect(loadConfig({ JOB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/risk' }).JOB_CONCURRENCY).toBe(0);
  });

  it('when two instances run one queue then every job runs exactly once', async () => {
    const runs = new Map<number, number>();
    const other = otherInstance({ staleSeconds: 30, pollMs: 20, concurrency: 2 });
    const kind = `test:${++kinds}`;
    for (const q of [t.app.jobs, other])
      q.define(kind, {
        title: () => '并发领取',
        run: async (j) => {
          runs.set(j.id, (runs.get(j.id) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 5));
          return { message: '完成' };
        },
      });
    other.start();
    try {
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push((await t.app.jobs.enqueue({ kind, actor: cityActor }))!.id);
      await Promise.all([t.app.jobs.idle(), other.idle()]);
      await t.app.jobs.idle();
      expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
    } finally {
      await other.stop();
    }
  });

  it('when the server stops while a job runs then the job ends failed, its cleanup removing what it staged', async () => {
    const other = otherInstance({ staleSeconds: 30, pollMs: 20, concurrency: 1 });
    const started = latch();
    const cleaned: number[] = [];
    const kind = define(
      {
        run: async (j) => {
          started.open();
          await new Promise((_, reject) => j.signal.addEventListener('abort', () => reject(j.signal.reason)));
          return { message: '不应完成' };
        },
        cleanup: async (_db, id) => void cleaned.push(id),
      },
      other,
    );
    other.start();
    // only `other` knows the kind, so only it claims the job
    const queued = (await other.enqueue({ kind, actor: cityActor }))!;
    await started.opened;
    await other.stop();
    expect((await detail(city, queued.id)).body.content).toMatchObject({ state: 'failed', message: JOB_MSG.stopped });
    expect(cleaned).toEqual([queued.id]);
  });

  it('when the input is bad or nobody is signed in then the calls refuse', async () => {
    const bad = await t.send(city, calls.detail, { params: { id: 'abc' } });
    expect([bad.status, bad.body.message]).toEqual([400, 'ID 必须是数字']);
    const state = await t.send(city, calls.list, { query: { state: 'lost' } });
    expect([state.status, state.body.message]).toEqual([400, '任务状态不正确']);
    expect((await t.send(null, calls.list)).status).toBe(401);
    expect((await t.send(city, calls.detail, { params: { id: 2_000_000_000 } })).status).toBe(404);
  });
});
