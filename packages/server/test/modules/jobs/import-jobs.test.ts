import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsCalls } from '@risk/shared/api/content';
import { IMPORT_MSG, type ImportReport } from '@risk/shared/api/import';
import { JOB_MSG, jobCalls, type JobProgress, type JobRow } from '@risk/shared/api/jobs';
import { noticeCalls } from '@risk/shared/api/notices';
import { poolCalls } from '@risk/shared/api/pool';
import { MSG } from '@risk/shared/messages';
import { NEWS_IMPORT_HEADERS } from '@risk/shared/schemas/content';
import { POOL_IMPORT_HEADERS } from '@risk/shared/schemas/pool';
import { rowsPerInsert } from '../../../src/db/insert-batches.ts';
import { news as newsTable } from '../../../src/db/schema/content.ts';
import { job } from '../../../src/db/schema/jobs.ts';
import { user } from '../../../src/db/schema/system.ts';
import { importNews } from '../../../src/modules/news/service.ts';
import { importCompanies } from '../../../src/modules/pool/spreadsheet.ts';
import { declaredDataRows } from '../../../src/platform/excel/sheet.ts';
import type { Actor } from '../../../src/platform/audit/operation-log.ts';
import { findSessionUserById } from '../../../src/platform/auth/session-user.ts';
import { defineImportJob, importedMessage, type ImportWork } from '../../../src/platform/jobs/imports.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { creditCode } from '../../helpers/pool-fixtures.ts';
import { multipart, xlsx } from '../users/multipart.ts';

let t: TestApp;
let ops: string;
let admin: string;
let opsActor: Actor;
let chaoyangActor: Actor;

async function actorOf(username: string): Promise<Actor> {
  const [{ id }] = await t.db.select({ id: user.id }).from(user).where(eq(user.username, username));
  return { user: { ...(await findSessionUserById(t.db, id))!, sessionId: 'test' }, ip: '10.9.8.7', browser: 'test' };
}

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_MS: '100', JOB_STALE_SECONDS: '3' });
  [ops, admin] = await Promise.all([t.login('ops'), t.login('admin')]);
  [opsActor, chaoyangActor] = await Promise.all([actorOf('ops'), actorOf('chaoyang')]);
});
afterAll(() => t.close());

/** The job as the administrator reads it (anyone's). */
const detail = async (id: number) => (await t.send(admin, jobCalls.detail, { params: { id } })).body.content;
const news = () => tableDigest(t.db, 'biz_news');
const pool = () => tableDigest(t.db, 'risk_company');

const newsFile = (n: number, tag: string) =>
  xlsx(
    [...NEWS_IMPORT_HEADERS],
    Array.from({ length: n }, (_, i) => [`${tag}新闻${i}`, '已发布', 'https://rsj.beijing.gov.cn/n', `内容${i}`]),
  );
const poolFile = (n: number, tag: string) =>
  xlsx(
    [...POOL_IMPORT_HEADERS],
    Array.from({ length: n }, (_, i) => [
      `${tag}企业${i}有限公司`,
      creditCode(),
      '海淀区',
      '海淀区',
      '张三',
      '',
      '',
      '',
      '',
    ]),
  );

/** The job's input and state as stored (the file is dropped when the job ends). */
async function stored(id: number) {
  const [row] = await t.db
    .select({ state: job.state, input: job.input, written: job.rowsWritten })
    .from(job)
    .where(eq(job.id, id));
  return row;
}

/** The app's runner paused: what a test queues stays queued until `resume`. */
async function paused<T>(work: () => Promise<T>): Promise<T> {
  await t.app.jobs.stop();
  try {
    return await work();
  } finally {
    t.app.jobs.start();
  }
}

/**
 * A kind running the real import through the real queue, with the import's reports recorded and,
 * once it has written a batch, a cancel asked of the queue (as the 取消 button's call does): the
 * moment comes from the import itself, so the test needs no race against it.
 */
let kinds = 0;
type Run = (actor: Actor, buffer: Buffer, work: ImportWork) => Promise<ImportReport>;
function watchedKind(run: Run, opts: { cancelAfterWrite: boolean }) {
  const kind = `test:import:${++kinds}`;
  const seen: JobProgress[] = [];
  const sum: JobProgress = { total: null, read: 0, written: 0, refused: 0 };
  const totals: (number | null)[] = [];
  let id = 0;
  defineImportJob(t.app.jobs, kind, {
    access: newsCalls.importExcel.shape.access,
    title: (p) => `测试导入（${p.fileName}）`,
    run: async (file, actor, _p, work) => {
      const report = await run(actor, file.buffer, {
        progress: (p) => {
          work.progress(p);
          seen.push({ ...Object.assign(sum, p) });
          // the bar's end as the page reads it while the job runs: the rows the sheet declares
          totals.push(t.app.jobs.liveProgress(id)?.total ?? null);
          if (opts.cancelAfterWrite && (p.written ?? 0) > 0) void t.app.jobs.requestCancel(id);
        },
        throwIfCancelled: () => work.throwIfCancelled(),
      });
      return { report, message: importedMessage(report) };
    },
  });
  const enqueue = async (buffer: Buffer, actor: Actor = opsActor) => {
    const row = (await t.app.jobs.enqueue({ kind, actor, params: { fileName: '测试.xlsx' }, input: buffer }))!;
    id = row.id;
    await t.app.jobs.idle();
    return detail(row.id);
  };
  return { enqueue, seen, totals };
}

describe('import jobs', () => {
  it('when a news file is uploaded then the call answers the queued job at once, writing nothing; the job then imports it and ends with the row report and a notice', async () => {
    const before = await news();
    const file = await newsFile(3, '后台');
    const { upload, queued } = await paused(async () => {
      const upload = await t.send(ops, newsCalls.importExcel, multipart('后台新闻.xlsx', file));
      // the answer came while no runner was working: the import is the job's, not the request's
      expect(await news()).toBe(before);
      return { upload, queued: await stored(upload.body.content.id) };
    });
    expect([upload.status, upload.body.message]).toEqual([200, IMPORT_MSG.queued]);
    expect(upload.body.content).toMatchObject({
      state: 'queued',
      title: '导入新闻（后台新闻.xlsx）',
      progress: { read: 0, written: 0, refused: 0 },
      report: null,
    });
    expect(queued.state).toBe('queued');
    expect(Buffer.from(queued.input!).equals(file)).toBe(true);

    await t.app.jobs.idle();
    const ended = await detail(upload.body.content.id);
    expect(ended).toMatchObject({
      state: 'done',
      message: MSG.imported(3),
      report: { created: 3, refused: [] },
      progress: { total: 3, read: 3, written: 3, refused: 0 },
    });
    expect(await news()).not.toBe(before);
    expect((await stored(ended.id)).input).toBeNull();
    const bell = (await t.send(ops, noticeCalls.list, { query: { status: '0', size: '50' } })).body.content.content;
    expect(bell.map((n) => n.content.noticeBody)).toContain(
      JOB_MSG.ended('导入新闻（后台新闻.xlsx）', 'done', MSG.imported(3)),
    );
  });

  it('when the upload itself is bad then it answers 4xx at once and queues nothing', async () => {
    const [{ n: jobsBefore }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(job);
    const notXlsx = await t.send(ops, newsCalls.importExcel, multipart('新闻.xlsx', Buffer.from('not a zip')));
    expect([notXlsx.status, notXlsx.body.message]).toEqual([400, MSG.notSpreadsheet]);
    const none = await t.send(ops, newsCalls.importExcel);
    expect(none.status).toBe(400);
    const [{ n: jobsAfter }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(job);
    expect(jobsAfter).toBe(jobsBefore);
  });

  it('when a file has refused rows then the job fails with the message and the row report, progress counting the refusals and nothing written', async () => {
    const before = await news();
    const file = await xlsx(
      [...NEWS_IMPORT_HEADERS],
      [
        ['好新闻', '已发布', '', ''],
        ['', '已发布', '', ''],
        ['坏状态', '不存在', '', ''],
      ],
    );
    const upload = await t.send(ops, newsCalls.importExcel, multipart('坏新闻.xlsx', file));
    await t.app.jobs.idle();
    const ended = await detail(upload.body.content.id);
    expect(ended).toMatchObject({
      state: 'failed',
      message: MSG.importRefused(2),
      progress: { read: 3, written: 0, refused: 2 },
    });
    expect(ended.report!.refused.map((r) => r.row)).toEqual([3, 4]);
    expect(await news()).toBe(before);
  });

  it('when streamed news rows are imported then each batch is reported: rows read, then written, none refused', async () => {
    // over one batch (65,471 parameters ÷ the news table's columns), so the import writes twice
    const batch = rowsPerInsert(newsTable);
    const n = batch + 800;
    const { enqueue, seen, totals } = watchedKind((a, b, w) => importNews(t.db, a, b, w), {
      cancelAfterWrite: false,
    });
    const file = await newsFile(n, '分批');
    expect(await declaredDataRows(file)).toBe(n);
    const ended = await enqueue(file);
    expect(totals[0]).toBe(n);
    expect(ended).toMatchObject({ state: 'done', progress: { read: n, written: n, refused: 0 } });
    const writes = [...new Set(seen.map((p) => p.written))];
    expect(writes).toEqual([0, batch, n]);
    // rows are counted as they stream, before their batch is written
    expect(seen.some((p) => p.read > p.written && p.written > 0)).toBe(true);
  }, 120_000);

  const cancelled: [string, Run, typeof newsFile, () => Promise<string>][] = [
    ['news (streamed)', (a, b, w) => importNews(t.db, a, b, w), newsFile, news],
    ['the pool (checked first)', (a, b, w) => importCompanies(t.db, a, b, w), poolFile, pool],
  ];
  it.each(cancelled)(
    'when an import of %s is cancelled after it wrote a batch then its transaction is rolled back: nothing stays, the job is cancelled',
    async (_name, run, fileOf, digest) => {
      const before = await digest();
      const { enqueue, seen } = watchedKind(run, { cancelAfterWrite: true });
      const ended = await enqueue(await fileOf(5, '取消'));
      expect(seen.some((p) => p.written > 0)).toBe(true);
      expect(ended).toMatchObject({ state: 'cancelled', message: JOB_MSG.cancelled, report: null });
      // the row shows what stayed written: nothing
      expect(ended.progress.written).toBe(0);
      expect(await digest()).toBe(before);
      expect((await stored(ended.id)).input).toBeNull();
    },
  );

  it('when a queued import is cancelled through the call then it never runs and nothing is written', async () => {
    const before = await pool();
    const upload = await paused(async () => {
      const up = await t.send(ops, poolCalls.importExcel, multipart('企业.xlsx', await poolFile(2, '排队')));
      const cancel = await t.send(ops, jobCalls.cancel, { params: { id: up.body.content.id } });
      expect([cancel.status, cancel.body.message, cancel.body.content.state]).toEqual([
        200,
        JOB_MSG.cancelRequested,
        'cancelled',
      ]);
      return up;
    });
    await t.app.jobs.idle();
    expect((await detail(upload.body.content.id)).state).toBe('cancelled');
    expect(await pool()).toBe(before);
  });

  it('when the server stops while an import runs then the job ends failed and nothing is written', async () => {
    const before = await news();
    let stopping: Promise<void> | undefined;
    const kind = `test:import:${++kinds}`;
    defineImportJob(t.app.jobs, kind, {
      access: newsCalls.importExcel.shape.access,
      title: () => '停机时的导入',
      run: async (file, actor, _p, work) => {
        const report = await importNews(t.db, actor, file.buffer, {
          progress: (p) => {
            work.progress(p);
            // the server's close, as on SIGTERM: it aborts the running jobs and waits for them
            if ((p.written ?? 0) > 0 && !stopping) stopping = t.app.jobs.stop();
          },
          throwIfCancelled: () => work.throwIfCancelled(),
        });
        return { report, message: importedMessage(report) };
      },
    });
    const queued = (await t.app.jobs.enqueue({
      kind,
      actor: opsActor,
      params: { fileName: '停机.xlsx' },
      input: await newsFile(4, '停机'),
    }))!;
    // (a poll would await the promise itself, which answers nothing)
    await expect.poll(() => stopping !== undefined, { timeout: 20_000 }).toBe(true);
    await stopping;
    t.app.jobs.start();
    expect(await detail(queued.id)).toMatchObject({ state: 'failed', message: JOB_MSG.stopped });
    expect(await news()).toBe(before);
  });

  it('when the server restarts with an import its dead process was running then the job is marked failed, its file dropped and nothing written', async () => {
    const before = await news();
    const orphan = await paused(async () => {
      // the job as a killed process left it: running, its heartbeat a minute old, its file kept;
      // its transaction died with the process's connection, so nothing of it was committed
      const [row] = await t.db
        .insert(job)
        .values({
          kind: 'import:news',
          title: '导入新闻（中断.xlsx）',
          ownerId: opsActor.user.id,
          ownerName: opsActor.user.nickName,
          params: { fileName: '中断.xlsx' },
          input: await newsFile(2, '中断'),
          state: 'running',
          instance: 'dead-host:1:abc',
          rowsRead: 2,
          rowsWritten: 2,
          startTime: sql`now() - interval '2 minutes'`,
          heartbeatTime: sql`now() - interval '1 minute'`,
        })
        .returning({ id: job.id });
      return row;
    });
    // the start's sweep (every running job on the embedded database, stale ones on PostgreSQL)
    await expect.poll(async () => (await detail(orphan.id)).state, { timeout: 15_000 }).toBe('failed');
    const ended: JobRow = await detail(orphan.id);
    expect(ended.message).toBe(JOB_MSG.interrupted);
    expect((await stored(orphan.id)).input).toBeNull();
    await t.app.jobs.idle();
    // it is not run again later either
    expect(await news()).toBe(before);
    expect((await detail(orphan.id)).state).toBe('failed');
  });

  it('when the owner lost the grant or the account before the job ran then it fails with the reason and writes nothing', async () => {
    const before = await news();
    const file = await newsFile(1, '无权');
    const district = (await t.app.jobs.enqueue({
      kind: 'import:news',
      actor: chaoyangActor,
      params: { fileName: '无权.xlsx' },
      input: file,
    }))!;
    const ownerless = (await t.app.jobs.enqueue({
      kind: 'import:news',
      actor: null,
      params: { fileName: '无主.xlsx' },
      input: file,
    }))!;
    await t.app.jobs.idle();
    expect(await detail(district.id)).toMatchObject({ state: 'failed', message: IMPORT_MSG.noGrant });
    expect(await detail(ownerless.id)).toMatchObject({ state: 'failed', message: IMPORT_MSG.ownerGone });
    expect(await news()).toBe(before);
  });
});
