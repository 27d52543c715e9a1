import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_TABS, CITY_WARNING_TABS, COUNTY_TABS, type CityWarningTab } from '@risk/shared/order-machine';
import { VERIFICATION_LIST_MSG, WRITE_FILTERS } from '@risk/shared/schemas/verification';
import { type OrderRow } from '@risk/shared/api/verification';
import type { Page } from '@risk/shared/wire';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { disposalCalls } from '@risk/shared/api/disposal';
import { seedCompanies } from '../../../../src/seed/companies.ts';
import { seedDisposal } from '../../../../src/seed/disposal.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { FORM, pushedOrder } from '../../../helpers/order-fixtures.ts';

const TALK = {
  type: 'talk',
  appointmentTime: '2026-03-02',
  localDepartment: '海淀区人社局',
  cityDepartment: '市人社局',
  departmentHead: '王五',
  phone: '13800001111',
  opinion: '要求依法支付补偿',
};
const DOWNSIZING = {
  type: 'downsizing',
  layoffsTime: '2026-03-05',
  layoffsPerson: 12,
  allDepartment: '生产部',
  opinion: '已妥善安置',
};

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;

/** An order with what its disposal keeps, read straight from the tables. */
interface RawCase {
  id: number;
  region: string;
  status: number;
  level: string;
  dispatch_time: string | null;
  talk: number | null;
  downsizing: number | null;
  server: number | null;
}
let cases: RawCase[];
/** The orders rated through the API: 一级 with an interview, 二级 without records, 二级 with a layoff record, 三级以下. */
let mine: { first: number; second: number; secondWithLayoffs: number; below: number };

const list = (token: string, query: Record<string, string>) =>
  t.send(token, calls.list, { query: { size: '9999', ...query } });
const itemsOf = (res: { body: { content: Page<OrderRow> } }) => res.body.content.content.map((c) => c.content);

/** A case taken through the verification API to a rating; answers the order id and its disposal id (if any). */
async function ratedCase(level: string): Promise<{ orderId: number; disposalId: number | undefined }> {
  const order = await pushedOrder(t, ops, '海淀区');
  await t.send(city, calls.dispatch, { body: { ids: [order.id] } });
  await t.send(haidian, calls.take, { params: { id: order.id } });
  await t.send(haidian, calls.saveForm, { body: { orderId: order.id, submit: true, ...FORM } });
  await t.send(city, calls.review, { params: { id: order.id }, body: { pass: true } });
  const rated = await t.send(city, calls.rate, { params: { id: order.id }, body: { level } });
  if (rated.status !== 200) throw new Error(`rating: ${rated.body.message}`);
  const res = (await t.db.execute(sql`select id from risk_disposal_order where order_id = ${order.id}`)) as unknown as {
    rows: { id: number }[];
  };
  return { orderId: order.id, disposalId: res.rows[0]?.id };
}

async function addRecord(disposalId: number | undefined, record: object) {
  const res = await t.send(haidian, disposalCalls.addRecord, { body: { disposalId, ...record } });
  if (res.status !== 200) throw new Error(`record: ${res.body.message}`);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 400, seed: 23 });
  await seedDisposal(t.db, { seed: 23 });
  [ops, city, haidian] = await Promise.all(['ops', 'city', 'haidian'].map((u) => t.login(u)));
  const first = await ratedCase('一级');
  await addRecord(first.disposalId, TALK);
  const second = await ratedCase('二级');
  const secondWithLayoffs = await ratedCase('二级');
  await addRecord(secondWithLayoffs.disposalId, DOWNSIZING);
  const below = await ratedCase('三级以下');
  mine = {
    first: first.orderId,
    second: second.orderId,
    secondWithLayoffs: secondWithLayoffs.orderId,
    below: below.orderId,
  };
  const res = (await t.db.execute(
    sql.raw(
      `select o.id, o.region, o.status, o.level, o.dispatch_time, d.talk_num as talk, d.downsizing_num as downsizing, d.server_num as server
         from risk_verification_order o left join risk_disposal_order d on d.order_id = o.id`,
    ),
  )) as unknown as { rows: RawCase[] };
  cases = res.rows;
});
afterAll(() => t.close());

const inTab = (tab: CityWarningTab) => (c: RawCase) =>
  (CITY_WARNING_TABS[tab].statuses as readonly number[]).includes(c.status) && c.level === CITY_WARNING_TABS[tab].level;
const idsWhere = (pred: (c: RawCase) => boolean) =>
  cases
    .filter(pred)
    .map((c) => c.id)
    .sort((a, b) => a - b);
const sortedIds = (rows: OrderRow[]) => rows.map((r) => r.id).sort((a, b) => a - b);
/** '1': the disposal has records of the type; '0': it has a disposal but none of them; no disposal matches neither. */
const written = (type: 'talk' | 'downsizing' | 'server', value: '0' | '1') => (c: RawCase) =>
  c[type] !== null && (value === '1' ? c[type] > 0 : c[type] === 0);

describe('the city early-warning tabs', () => {
  it('when the city opens each level tab then it lists the orders rated at that level in linked disposal (7–9), newest dispatch first, with their disposal counts', async () => {
    for (const tab of Object.keys(CITY_WARNING_TABS) as CityWarningTab[]) {
      const res = await list(city, { tab });
      expect(res.status).toBe(200);
      const rows = itemsOf(res);
      const expected = idsWhere(inTab(tab));
      expect(expected.length).toBeGreaterThan(0);
      expect(res.body.content.metadata.totalElements).toBe(expected.length);
      expect(sortedIds(rows)).toEqual(expected);
      const dispatches = rows.map((r) => r.dispatchTime);
      expect(dispatches).toEqual([...dispatches].sort().reverse());
      for (const r of rows) {
        const raw = cases.find((c) => c.id === r.id)!;
        expect(r.disposalCounts).toEqual({ talk: raw.talk, downsizing: raw.downsizing, server: raw.server });
      }
    }
  });

  it('when orders are rated 一级 and 二级 through the API then each appears only in its level tab, and 三级以下 in none', async () => {
    const [one, two, three] = await Promise.all(
      (['EarlyWarn1', 'EarlyWarn2', 'EarlyWarn3'] as const).map(async (tab) =>
        sortedIds(itemsOf(await list(city, { tab }))),
      ),
    );
    expect(one).toContain(mine.first);
    expect(two).toEqual(expect.arrayContaining([mine.second, mine.secondWithLayoffs]));
    expect([...two, ...three]).not.toContain(mine.first);
    expect([...one, ...three]).not.toContain(mine.second);
    expect([...one, ...two, ...three]).not.toContain(mine.below);
    const firstRow = itemsOf(await list(city, { tab: 'EarlyWarn1' })).find((r) => r.id === mine.first);
    expect(firstRow?.disposalCounts).toEqual({ talk: 1, downsizing: 0, server: 0 });
  });

  it('when writeInterview is 1 then only orders whose disposal has an interview remain; 0 keeps the others of the tab', async () => {
    for (const tab of ['EarlyWarn1', 'EarlyWarn2'] as const) {
      for (const value of ['1', '0'] as const) {
        const res = await list(city, { tab, writeInterview: value });
        expect(res.status).toBe(200);
        expect(res.body.content.metadata.totalElements).toBe(
          idsWhere((c) => inTab(tab)(c) && written('talk', value)(c)).length,
        );
        expect(sortedIds(itemsOf(res))).toEqual(idsWhere((c) => inTab(tab)(c) && written('talk', value)(c)));
      }
    }
    const withInterview = sortedIds(itemsOf(await list(city, { tab: 'EarlyWarn1', writeInterview: '1' })));
    expect(withInterview).toContain(mine.first);
    const secondWithout = sortedIds(itemsOf(await list(city, { tab: 'EarlyWarn2', writeInterview: '0' })));
    expect(secondWithout).toEqual(expect.arrayContaining([mine.second, mine.secondWithLayoffs]));
  });

  it('when the layoff and docking filters are given, alone or together and outside the level tabs, then they narrow by the disposal counts', async () => {
    const layoffs = sortedIds(itemsOf(await list(city, { tab: 'EarlyWarn2', writeLayoffs: '1' })));
    expect(layoffs).toEqual(idsWhere((c) => inTab('EarlyWarn2')(c) && written('downsizing', '1')(c)));
    expect(layoffs).toContain(mine.secondWithLayoffs);
    expect(layoffs).not.toContain(mine.second);
    const both = await list(city, { writeInterview: '1', writeDock: '0' });
    expect(both.body.content.metadata.totalElements).toBe(
      idsWhere((c) => written('talk', '1')(c) && written('server', '0')(c)).length,
    );
    for (const [filter, type] of Object.entries(WRITE_FILTERS)) {
      const res = await list(city, { tab: 'CityAll', [filter]: '1' });
      expect(res.body.content.metadata.totalElements).toBe(
        idsWhere((c) => (CITY_TABS.CityAll as readonly number[]).includes(c.status) && written(type, '1')(c)).length,
      );
    }
  });

  it('when a write filter is not 0 or 1 then the list answers 400 with the Chinese message', async () => {
    for (const [filter, label] of [
      ['writeInterview', '约谈记录'],
      ['writeLayoffs', '裁员和维稳记录'],
      ['writeDock', '对接服务记录'],
    ] as const) {
      for (const value of ['2', 'yes', '']) {
        const res = await list(city, { tab: 'EarlyWarn1', [filter]: value });
        expect([res.status, res.body.message]).toEqual([400, `${label}只能是 1（已填写）或 0（未填写）`]);
      }
    }
  });

  it('when a district user asks for an early-warning tab then it is refused as the other city tabs are; its own list filters within its district', async () => {
    for (const tab of Object.keys(CITY_WARNING_TABS)) {
      const res = await list(haidian, { tab });
      expect([res.status, res.body.message]).toEqual([400, VERIFICATION_LIST_MSG.tabNotForLevel]);
    }
    const own = await list(haidian, { tab: 'countyAll', writeInterview: '1' });
    expect(sortedIds(itemsOf(own))).toEqual(
      idsWhere(
        (c) =>
          c.region === '海淀区' &&
          (COUNTY_TABS.countyAll as readonly number[]).includes(c.status) &&
          written('talk', '1')(c),
      ),
    );
  });

  it('when another tab is opened then its rows carry no disposal counts', async () => {
    const rows = itemsOf(await list(city, { tab: 'CityAll', size: '20' }));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.disposalCounts === undefined)).toBe(true);
  });
});
