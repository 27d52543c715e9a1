import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeLimitCalls } from '@risk/shared/api/system';
import { job } from '../../../../src/db/schema/jobs.ts';
import { notice } from '../../../../src/db/schema/notices.ts';
import { user } from '../../../../src/db/schema/system.ts';
import { verificationOrder } from '../../../../src/db/schema/verification.ts';
import { JobQueue } from '../../../../src/platform/jobs/queue.ts';
import {
  DIGEST_KIND,
  DIGEST_NOTICE_TYPE,
  digestDue,
  registerDigest,
  sendDigest,
} from '../../../../src/modules/verification/timeliness/digest.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { pushedOrder } from '../../../helpers/order-fixtures.ts';

let t: TestApp;
let admin: string;
let ops: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, ops] = await Promise.all(['admin', 'ops'].map((u) => t.login(u)));
});
afterAll(() => t.close());

/** Wednesday 2026-12-02, 09:00 Beijing: a working morning */
const MORNING = new Date('2026-12-02T01:00:00Z');
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00+08:00`) + 86_400_000 - 1);

/** Orders of two districts with deadlines around the morning: long overdue, just overdue, due tomorrow, later. */
async function ordersAround() {
  const plan: [string, string][] = [
    ['海淀区', '2026-11-10'],
    ['海淀区', '2026-11-20'],
    ['海淀区', '2026-12-01'],
    ['海淀区', '2026-12-03'],
    ['海淀区', '2026-12-10'],
    ['朝阳区', '2026-11-26'],
    ['朝阳区', '2026-11-27'],
    ['朝阳区', '2026-12-02'],
  ];
  for (const [region, day] of plan) {
    const { id } = await pushedOrder(t, ops, region);
    await t.db
      .update(verificationOrder)
      .set({ deadline: endOf(day) })
      .where(eq(verificationOrder.id, id));
  }
}

/** The test's own counts: straight from the table by the marks' definitions at MORNING. */
async function expected(region: string) {
  const [r] = await t.db
    .select({
      overdue: sql<number>`count(*) filter (where ${verificationOrder.deadline} < ${MORNING})::int`,
      dueSoon: sql<number>`count(*) filter (where ${verificationOrder.deadline} >= ${MORNING} and ${verificationOrder.deadline} <= ${endOf('2026-12-03')})::int`,
    })
    .from(verificationOrder)
    .where(eq(verificationOrder.region, region));
  return r;
}

const userId = async (username: string) =>
  (await t.db.select({ id: user.id }).from(user).where(eq(user.username, username)))[0].id;
const digestNotices = async (username: string) =>
  t.db
    .select()
    .from(notice)
    .where(and(eq(notice.acceptUserId, await userId(username)), eq(notice.noticeType, DIGEST_NOTICE_TYPE)))
    .orderBy(notice.id);
const countIn = (text: string, label: string) => Number(new RegExp(`${label}(\\d+)单`).exec(text)?.[1] ?? 0);

describe('办理时限 digest', () => {
  it('when due is asked then a working morning after 08:30 has its key; before 08:30, a weekend and a holiday none', async () => {
    expect(await digestDue(t.db, MORNING)).toBe(`${DIGEST_KIND}:2026-12-02`);
    expect(await digestDue(t.db, new Date('2026-12-02T00:29:00Z'))).toBeNull();
    expect(await digestDue(t.db, new Date('2026-12-05T01:00:00Z'))).toBeNull();
    // 国庆节 2026-10-01 (Thursday) in the seeded official calendar
    expect(await digestDue(t.db, new Date('2026-10-01T01:00:00Z'))).toBeNull();
  });

  it('when the digest runs on the morning then each district’s counts and the city’s escalation equal the table’s', async () => {
    await ordersAround();
    const before = { haidian: (await digestNotices('haidian')).length, city: (await digestNotices('city')).length };
    await sendDigest(t.db, MORNING);

    for (const [username, region] of [
      ['haidian', '海淀区'],
      ['chaoyang', '朝阳区'],
    ]) {
      const mine = await digestNotices(username);
      const text = mine.at(-1)!.noticeBody;
      const want = await expected(region);
      expect([countIn(text, '已超期'), countIn(text, '一个工作日内到期')]).toEqual([want.overdue, want.dueSoon]);
    }
    expect((await digestNotices('haidian')).length).toBe(before.haidian + 1);

    // more than 3 working days overdue: the deadline's day is 2026-11-26 or earlier (no holidays between)
    const [late] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(verificationOrder)
      .where(sql`${verificationOrder.deadline} <= ${endOf('2026-11-26')}`);
    const city = await digestNotices('city');
    expect(city.length).toBe(before.city + 1);
    expect(countIn(city.at(-1)!.noticeBody, '共')).toBe(late.n);
  });

  it('when the escalation threshold is raised then fewer orders reach the city', async () => {
    const saved = { take: 2, verify: 7, dispose: 20, escalate: 10 };
    expect((await t.send(admin, timeLimitCalls.update, { body: saved })).status).toBe(200);
    const before = (await digestNotices('city')).length;
    await sendDigest(t.db, MORNING);
    const [late] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(verificationOrder)
      // ten working days after 2026-11-17 end on 2026-12-01, before the morning (weekdays only in these weeks)
      .where(sql`${verificationOrder.deadline} <= ${endOf('2026-11-17')}`);
    const city = await digestNotices('city');
    expect(city.length).toBe(before + 1);
    expect(late.n).toBeGreaterThan(0);
    expect(countIn(city.at(-1)!.noticeBody, '共')).toBe(late.n);
    expect(city.at(-1)!.noticeBody).toContain('超期超过10个工作日');
  });

  it('when two instances tick the same morning twice then one digest job runs; a holiday morning queues none', async () => {
    const other = new JobQueue(t.db, {
      staleSeconds: 30,
      pollMs: 50,
      concurrency: 1,
      embedded: false,
      schedules: false,
    });
    registerDigest(other, t.db);
    other.start();
    try {
      await t.app.jobs.tick(new Date('2026-10-01T01:00:00Z'));
      await Promise.all([t.app.jobs.tick(MORNING), other.tick(MORNING), other.tick(MORNING)]);
      await t.app.jobs.tick(new Date('2026-12-02T06:00:00Z'));
      await Promise.all([t.app.jobs.idle(), other.idle()]);
      const rows = await t.db.select().from(job).where(eq(job.kind, DIGEST_KIND));
      expect(rows.map((r) => [r.uniqueKey, r.state])).toEqual([[`${DIGEST_KIND}:2026-12-02`, 'done']]);
    } finally {
      await other.stop();
    }
  });
});
