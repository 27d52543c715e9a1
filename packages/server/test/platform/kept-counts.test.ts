import { count, ilike, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@risk/shared/wire';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { dailyReportCalls, districtReportCalls, newsCalls, policyCalls } from '@risk/shared/api/content';
import { noticeCalls } from '@risk/shared/api/notices';
import { dictCalls, logCalls } from '@risk/shared/api/system';
import { notice } from '../../src/db/schema/notices.ts';
import { news, policy } from '../../src/db/schema/content.ts';
import { socialSecurity } from '../../src/db/schema/monitor-config.ts';
import { loginLog, operationLog } from '../../src/db/schema/system.ts';
import { likeText, nameContains, textContains } from '../../src/platform/http/query.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The plan fixes of drizzle/0028 change how totals and searches are computed, never what they
 * answer: kept counts equal count(*) after inserts, deletes and truncates; bigram-narrowed searches
 * find exactly the rows LIKE/ILIKE find; the disposal order's copies follow the company's times.
 * Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
let t: TestApp;
let admin: string;
let city: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  city = await t.login('city');
});
afterAll(() => t.close());

const rowsOf = async <T>(q: Promise<unknown>) => (await q) as unknown as { rows: T[] };
const kept = async (table: string) =>
  Number(
    (
      await rowsOf<{ n: string | number }>(
        t.db.execute(sql`select coalesce(sum(n), 0)::bigint as n from table_row_count where tbl = ${table}`),
      )
    ).rows[0].n,
  );
const counted = async (table: string) =>
  Number(
    (await rowsOf<{ n: string | number }>(t.db.execute(sql`select count(*) as n from ${sql.identifier(table)}`)))
      .rows[0].n,
  );
/** A list call's "共 N 条" (every list answers a page; only its total is read here). */
const total = async (token: string, call: AnyEndpoint, query: Record<string, string> = {}) =>
  ((await t.send(token, call, { query: { page: '0', size: '10', ...query } })).body.content as Page<unknown>).metadata
    .totalElements;

describe('kept whole-list counts (table_row_count)', () => {
  it('when rows are inserted and deleted then each unfiltered list total equals a count(*) of its table', async () => {
    await t.db
      .insert(policy)
      .values(Array.from({ length: 7 }, (_, i) => ({ title: `计数政策${i}`, type: '法律', uploadTime: new Date() })));
    await t.db.insert(news).values(Array.from({ length: 5 }, (_, i) => ({ title: `计数新闻${i}`, status: 1 })));
    await t.db.insert(notice).values(
      Array.from({ length: 4 }, (_, i) => ({
        sendUserId: 1,
        sendUser: '管理员',
        acceptUserId: 1,
        noticeType: '系统',
        status: 0,
        noticeBody: `计数通知${i}`,
      })),
    );
    await t.db.execute(sql`delete from biz_policy where title in ('计数政策0', '计数政策1')`);
    await t.db.execute(sql`delete from biz_news where title = '计数新闻4'`);
    for (const [call, table, token] of [
      [policyCalls.list, 'biz_policy', city],
      [newsCalls.list, 'biz_news', city],
      [noticeCalls.list, 'sys_notice', admin],
      [logCalls.logins, 'sys_login_log', admin],
      [logCalls.operations, 'sys_operation_log', admin],
      [districtReportCalls.list, 'biz_district_report', city],
      [dailyReportCalls.list, 'biz_special_daily', city],
    ] as const) {
      const answered = await total(token, call);
      expect(answered, table).toBe(await counted(table));
      expect(await kept(table), table).toBe(answered);
    }
    expect(await counted('biz_policy')).toBeGreaterThanOrEqual(5);
  });

  it('when the log grows by logins and writes then the kept counts follow exactly', async () => {
    const before = [await counted('sys_login_log'), await counted('sys_operation_log')];
    await t.login('chaoyang');
    await t.send(admin, dictCalls.create, { body: { name: 'countProbe', description: '计数探针' } });
    const after = [await counted('sys_login_log'), await counted('sys_operation_log')];
    expect(after[0]).toBeGreaterThan(before[0]);
    expect(after[1]).toBeGreaterThan(before[1]);
    expect(await kept('sys_login_log')).toBe(after[0]);
    expect(await kept('sys_operation_log')).toBe(after[1]);
  });

  it('when a table is truncated then its kept count is zero, and counts again from there', async () => {
    await t.db.execute(sql`truncate biz_news cascade`);
    expect(await kept('biz_news')).toBe(0);
    await t.db.insert(news).values([{ title: '重新计数', status: 0 }]);
    expect(await kept('biz_news')).toBe(1);
    expect(await total(city, newsCalls.list)).toBe(1);
  });
});

describe('bigram-narrowed searches find exactly what LIKE / ILIKE find', () => {
  const texts = [
    '劳动用工风险报告',
    '劳动合同',
    '用工',
    '劳',
    'City 登录 CITY',
    'city_log 100%',
    'cityXlog',
    '风险企业库',
    '风险',
    '北京科技有限公司',
    '科技 科技',
    '',
  ];
  const fragments = [
    '劳动',
    '用工风险',
    '劳',
    'city',
    'CITY',
    'Ci',
    '_',
    '%',
    'y_l',
    '100%',
    '风险',
    '科技',
    '技有',
    'x',
    '不存在',
  ];

  it('when the same fragments are searched both ways then ILIKE and the bigram search answer the same rows', async () => {
    await t.db.insert(policy).values(texts.map((title) => ({ title, type: '法规', uploadTime: new Date() })));
    for (const f of fragments) {
      const ids = async (where: ReturnType<typeof ilike>) =>
        (await t.db.select({ id: policy.id }).from(policy).where(where).orderBy(policy.id)).map((r) => r.id);
      expect(await ids(textContains(policy.title, f)), f).toEqual(await ids(ilike(policy.title, likeText(f))));
    }
  });

  it('when log columns are searched then ILIKE and the bigram search answer the same rows', async () => {
    await t.db
      .insert(operationLog)
      .values(
        texts.map((x, i) => ({ username: x || 'u', module: x, action: x, target: i % 2 ? x : null, success: true })),
      );
    await t.db.insert(loginLog).values(texts.map((x) => ({ username: x || 'u', ip: x, success: x.length % 2 === 0 })));
    for (const f of fragments)
      for (const column of [operationLog.username, operationLog.module, operationLog.target, loginLog.ip]) {
        const table = column === loginLog.ip ? loginLog : operationLog;
        const n = async (where: ReturnType<typeof ilike>) =>
          (await t.db.select({ n: count() }).from(table).where(where))[0].n;
        expect(await n(textContains(column, f)), `${column.name} ${f}`).toBe(await n(ilike(column, likeText(f))));
      }
    // the operation log's filters as the list sends them (one bigram index over the joined columns)
    const opLogTotal = (query: Record<string, string>) => total(admin, logCalls.operations, query);
    const opLogCount = async (where: ReturnType<typeof ilike>) =>
      (await t.db.select({ n: count() }).from(operationLog).where(where))[0].n;
    for (const f of fragments.filter((x) => x.trim() !== '')) {
      expect(await opLogTotal({ username: f }), `username ${f}`).toBe(
        await opLogCount(ilike(operationLog.username, likeText(f))),
      );
      expect(await opLogTotal({ module: f }), `module ${f}`).toBe(
        await opLogCount(ilike(operationLog.module, likeText(f))),
      );
      expect(await opLogTotal({ blurry: f }), `blurry ${f}`).toBe(
        await opLogCount(
          or(
            ilike(operationLog.action, likeText(f)),
            ilike(operationLog.target, likeText(f)),
            ilike(operationLog.message, likeText(f)),
          )!,
        ),
      );
    }
  });

  it('when company names are searched then LIKE and the bigram search answer the same rows', async () => {
    await t.db.insert(socialSecurity).values(
      texts.map((x, i) => ({
        creditCode: `91110000CNT${String(i).padStart(7, '0')}`,
        companyName: x,
        region: '朝阳区',
        month: '2026-01',
        currentMonth: 1,
        january: 1,
        march: 0,
      })),
    );
    for (const f of fragments) {
      const n = async (where: ReturnType<typeof like>) =>
        (await t.db.select({ n: count() }).from(socialSecurity).where(where))[0].n;
      expect(await n(nameContains(socialSecurity.companyName, f)), f).toBe(
        await n(like(socialSecurity.companyName, likeText(f))),
      );
    }
  });
});
