import { and, asc, between, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskCompany } from '../../src/db/schema/pool.ts';
import { verificationOrder } from '../../src/db/schema/verification.ts';
import { keptShapes, runShaped, runShapedPage, runShapedSql } from '../../src/db/shapes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { poolEntry } from '../helpers/pool-fixtures.ts';

/**
 * Lists build their query once per shape (db/shapes.ts): the answers must be exactly those of the
 * query built with its values, for every filter value, and a key that leaves out a part of the
 * query must fail rather than run another list's SQL. Runs on PGlite and on PostgreSQL.
 */
let t: TestApp;
/** The statements sent, as their text. */
const texts: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (text) => texts.push(text) });
  const day = (d: number) => new Date(Date.UTC(2026, 0, d));
  for (const [i, place] of ['东城区', '西城区', '东城区', '朝阳区', '东城区'].entries())
    await poolEntry(t.db, {
      companyName: `北京形状测试${i}有限公司`,
      registrationPlace: place,
      remark: i % 2 ? null : `备注${i}`,
      status: i,
      includedTime: day(i + 1),
    });
});
afterAll(() => t.close());

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);
const page = (where: SQL | undefined, sort: 'asc' | 'desc' = 'desc') =>
  t.db
    .select({ id: riskCompany.id })
    .from(riskCompany)
    .where(where)
    .orderBy(sort === 'asc' ? asc(riskCompany.id) : desc(riskCompany.id));

async function both(key: string, where: SQL | undefined, q = { page: 0, size: 10 }) {
  const shaped = await runShapedPage(t.db, key, where, (w) => page(w), q);
  const plain = await page(where)
    .limit(q.size)
    .offset(q.page * q.size);
  return { shaped: idsOf(shaped), plain: idsOf(plain) };
}

const mine = sql`${riskCompany.companyName} like '北京形状测试%'`;

describe('queries kept per shape', () => {
  it('when only the values differ then one shape answers each exactly as the query built with them', async () => {
    const before = keptShapes(t.db);
    for (const place of ['东城区', '西城区', '朝阳区', '海淀区']) {
      const { shaped, plain } = await both('test.place', and(mine, eq(riskCompany.registrationPlace, place)));
      expect(shaped).toEqual(plain);
    }
    expect(keptShapes(t.db) - before).toBe(1);
    const { shaped, plain } = await both('test.place', and(mine, eq(riskCompany.registrationPlace, '东城区')), {
      page: 1,
      size: 2,
    });
    expect(shaped).toEqual(plain);
    expect(shaped).toHaveLength(1);
    // a later page is a shape of its own: the first page has no OFFSET (see runShapedPage)
    expect(keptShapes(t.db) - before).toBe(2);
  });

  it('when a first page is asked at a size the screens offer then its LIMIT is in the text, one shape per size', async () => {
    const run = async (q: { page: number; size: number }) => {
      texts.length = 0;
      const rows = await runShapedPage(t.db, 'test.limit', mine, (w) => page(w), q);
      return { rows: rows.length, text: texts.at(-1) ?? '' };
    };
    const before = keptShapes(t.db);
    for (const size of [10, 20, 10]) expect((await run({ page: 0, size })).text).toMatch(new RegExp(`limit ${size}$`));
    expect(keptShapes(t.db) - before).toBe(2);
    // another size, and a later page, keep placeholders: they plan afresh with their values
    const other = await run({ page: 0, size: 3 });
    expect(other).toEqual({ rows: 3, text: expect.stringMatching(/limit \$\d+$/) as unknown as string });
    expect((await run({ page: 1, size: 10 })).text).toMatch(/limit \$\d+ offset \$\d+$/);
    expect(keptShapes(t.db) - before).toBe(4);
  });

  it('when the filters differ then each is a shape of its own: lists, nulls, dates and booleans lifted right', async () => {
    const before = keptShapes(t.db);
    const wheres = [
      and(mine, inArray(riskCompany.status, [0, 2])),
      and(mine, inArray(riskCompany.status, [1, 3, 4])),
      and(mine, isNull(riskCompany.remark)),
      and(mine, between(riskCompany.includedTime, new Date(Date.UTC(2026, 0, 2)), new Date(Date.UTC(2026, 0, 4)))),
      and(mine, eq(riskCompany.focus, false)),
      and(mine, sql`${riskCompany.remark} = ${null}`),
    ];
    for (const w of wheres) {
      const { shaped, plain } = await both('test.filters', w);
      expect(shaped).toEqual(plain);
    }
    // two status lists of different lengths, isNull, the range, the flag, `= null`
    expect(keptShapes(t.db) - before).toBe(6);
  });

  it('when rows are nested, left-joined to nothing, decoded or computed then they map as Drizzle maps them', async () => {
    const joined = (where: SQL | undefined) =>
      t.db
        .select({
          company: { id: riskCompany.id, name: riskCompany.companyName, included: riskCompany.includedTime },
          order: { id: verificationOrder.id, status: verificationOrder.status },
          remark: riskCompany.remark,
          doubled: sql<number>`${riskCompany.status} * 2`.mapWith(Number),
          raw: sql`${riskCompany.status}::text`,
        })
        .from(riskCompany)
        .leftJoin(verificationOrder, eq(verificationOrder.riskCompanyId, riskCompany.id))
        .where(where)
        .orderBy(asc(riskCompany.id));
    const where = and(mine, inArray(riskCompany.status, [0, 1, 2, 3, 4]));
    const shaped = await runShaped(t.db, 'test.joined', where, joined);
    const again = await runShaped(t.db, 'test.joined', where, joined);
    const plain = await joined(where);
    expect(plain).toHaveLength(5);
    expect(plain[0].order).toBeNull();
    expect(plain[0].company.included).toBeInstanceOf(Date);
    expect(shaped).toEqual(plain);
    expect(again).toEqual(plain);
  });

  it('when a key leaves out a part of the query outside the WHERE then the strict check fails', async () => {
    const where = and(mine, eq(riskCompany.status, 1));
    await runShaped(t.db, 'test.sort', where, (w) => page(w, 'desc'));
    await expect(runShaped(t.db, 'test.sort', where, (w) => page(w, 'asc'))).rejects.toThrow(/查询形状 test\.sort/);
  });

  it('when a transaction, or values written inline, are asked for then the query is built as always and kept nowhere', async () => {
    const before = keptShapes(t.db);
    const where = and(mine, eq(riskCompany.registrationPlace, '东城区'));
    const inTx = await t.db.transaction((tx) =>
      runShaped(tx, 'test.tx', where, (w) => tx.select({ n: count() }).from(riskCompany).where(w)),
    );
    expect(inTx[0].n).toBe(3);
    const inline = await runShaped(
      t.db,
      'test.inline',
      and(mine, sql`${riskCompany.status} = ${2}`.inlineParams()),
      (w) => t.db.select({ n: count() }).from(riskCompany).where(w),
    );
    expect(inline[0].n).toBe(1);
    expect(keptShapes(t.db)).toBe(before);
  });
  it('when a statement written as SQL is run with other values then one shape answers each as db.execute does', async () => {
    const before = keptShapes(t.db);
    const countIn = (places: string[]) =>
      sql`select count(*)::int as n from risk_company where company_name like '北京形状测试%' and registration_place in (${sql.join(
        places.map((p) => sql`${p}`),
        sql`, `,
      )})`;
    for (const places of [['东城区'], ['西城区'], ['朝阳区'], ['海淀区']]) {
      const shaped = await runShapedSql<{ n: number }>(t.db, 'test.sql', countIn(places));
      const plain = (await t.db.execute(countIn(places))) as unknown as { rows: { n: number }[] };
      expect(shaped.rows).toEqual(plain.rows);
    }
    expect((await runShapedSql<{ n: number }>(t.db, 'test.sql', countIn(['东城区']))).rows).toEqual([{ n: 3 }]);
    expect(keptShapes(t.db) - before).toBe(1);
    // two places are another shape
    expect((await runShapedSql<{ n: number }>(t.db, 'test.sql', countIn(['东城区', '朝阳区']))).rows).toEqual([
      { n: 4 },
    ]);
    expect(keptShapes(t.db) - before).toBe(2);
  });
});
