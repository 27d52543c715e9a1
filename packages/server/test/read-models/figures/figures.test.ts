import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRICTS } from '@risk/shared/districts';
import { FIGURES, type FigureKey } from '@risk/shared/figures';
import { FIGURE_CALLS, type Viewer } from '@risk/shared/api/figure-calls';
import { verificationCalls } from '@risk/shared/api/verification';
import { COUNTY_TABS, DISPOSAL_LEVELS, LAYOFF_LIST } from '@risk/shared/order-machine';
import { ORDER_STATUS as S } from '@risk/shared/verification';
import { COMPANY_STATUS } from '@risk/shared/pool';
import { seedCompanies } from '../../../src/seed/companies.ts';
import { seedDisposal } from '../../../src/seed/disposal.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * One figure, one number: every call that shows a figure of the catalogue (FIGURE_CALLS) answers the
 * same number for the same viewer, and that number is the count this test makes itself from the
 * tables, for operations, the city and every district; on generated data and again after the
 * workflow moves some orders.
 */
let t: TestApp;
const viewers: { name: string; kind: Viewer; district: string | null; token: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // recent data, so this year, month and week hold figures
  await seedCompanies(t.db, { scale: 400, seed: 11 });
  await seedDisposal(t.db, { seed: 11 });
  viewers.push({ name: 'ops', kind: 'ops', district: null, token: await t.login('ops') });
  viewers.push({ name: 'city', kind: 'city', district: null, token: await t.login('city') });
  for (const d of DISTRICTS)
    viewers.push({ name: d.pinyin, kind: 'district', district: d.name, token: await t.login(d.pinyin) });
}, 300_000);
afterAll(() => t.close());

const rows = async <T>(text: string) => ((await t.db.execute(text)) as unknown as { rows: T[] }).rows;
const one = async (text: string) => Number((await rows<{ n: number | string | null }>(text))[0].n ?? 0);
const list = (values: readonly (string | number)[]) => values.map((v) => `'${v}'`).join(', ');
const BJ = `(now() at time zone 'Asia/Shanghai')`;
const inPeriod = (column: string, unit: 'year' | 'month' | 'week') =>
  `(${column} at time zone 'Asia/Shanghai') >= date_trunc('${unit}', ${BJ})`;
const dayInPeriod = (column: string, unit: 'year' | 'month' | 'week') =>
  `${column} >= date_trunc('${unit}', ${BJ})::date`;

/** The scope of a viewer on a district column: all rows for the city and operations, one district otherwise. */
const scope = (district: string | null, column: string) => (district === null ? 'true' : `${column} = '${district}'`);

/** The catalogue's definitions, counted here in plain SQL over the workflow tables. */
const COUNTS: Partial<Record<FigureKey, (d: string | null, kind: Viewer) => Promise<number>>> = {
  monitoredCompanies: (d) => one(`select count(*) as n from risk_company where ${scope(d, 'company_region')}`),
  notPushedCompanies: (d) =>
    one(
      `select count(*) as n from risk_company where status = ${COMPANY_STATUS.NOT_PUSHED} and ${scope(d, 'company_region')}`,
    ),
  pushedCompanies: (d) => one(`select count(*) as n from risk_verification_order where ${scope(d, 'region')}`),
  dispatchedOrders: (d) =>
    one(`select count(*) as n from risk_verification_order
      where status in (${list(COUNTY_TABS.countyAll)}) and ${scope(d, 'region')}`),
  riskInfo: (d) =>
    one(`select count(*) as n from risk_company_info i join risk_company c on c.id = i.risk_company_id
      where ${scope(d, 'c.company_region')}`),
  ...Object.fromEntries(
    (['year', 'month', 'week'] as const).flatMap((unit) => {
      const name = unit[0].toUpperCase() + unit.slice(1);
      return [
        [
          `riskInfo${name}`,
          (d: string | null) =>
            one(`select count(*) as n from risk_company_info i join risk_company c on c.id = i.risk_company_id
              where ${scope(d, 'c.company_region')} and ${inPeriod('i.included_time', unit)}`),
        ],
        [
          `warning${name}`,
          (d: string | null) =>
            one(`select count(*) as n from risk_verification_order
              where level in (${list(DISPOSAL_LEVELS)}) and ${scope(d, 'region')} and ${inPeriod('grade_time', unit)}`),
        ],
        [
          `layoffPeople${name}`,
          (d: string | null) =>
            one(`select sum((i.data->>'layoffsPerson')::int) as n from risk_disposal_info i
              join risk_disposal_order o on o.id = i.disposal_id
              where i.type = 'downsizing' and ${scope(d, 'o.region')} and ${dayInPeriod('i.record_date', unit)}`),
        ],
      ];
    }),
  ),
  warningCompanies: (d) =>
    one(`select count(*) as n from risk_verification_order
      where level in (${list(DISPOSAL_LEVELS)}) and status in (${list(COUNTY_TABS.countyAll)}) and ${scope(d, 'region')}`),
  focusCompanies: (d, kind) =>
    one(`select count(*) as n from risk_company where ${kind === 'city' ? 'city_focus' : 'focus'}
      ${kind === 'city' ? `and status in (1, 2, 3, 4, 6, 7)` : ''} and ${scope(d, 'company_region')}`),
  archived: (d) =>
    one(`select count(*) as n from risk_verification_order where status = ${S.ARCHIVED} and ${scope(d, 'region')}`),
  evaluated: (d) =>
    one(
      `select count(*) as n from risk_company where status = ${COMPANY_STATUS.EVALUATED} and ${scope(d, 'company_region')}`,
    ),
  disposalArchived: (d) =>
    one(`select count(*) as n from risk_disposal_order o join risk_company c on c.id = o.risk_company_id
      where c.status in (${list([COMPANY_STATUS.TO_EVALUATE, COMPANY_STATUS.EVALUATED])}) and ${scope(d, 'o.region')}`),
  disposalEvaluated: (d) =>
    one(`select count(*) as n from risk_disposal_order o join risk_company c on c.id = o.risk_company_id
      where c.status = ${COMPANY_STATUS.EVALUATED} and ${scope(d, 'o.region')}`),
  verifiedLayoffPeople: (d) =>
    one(`select sum(i.down_num) as n from risk_verification_order o join risk_verification_info i on i.order_id = o.id
      where o.status in (${list(LAYOFF_LIST.statuses)}) and o.is_downsizing = '${LAYOFF_LIST.isDownsizing}' and ${scope(d, 'o.region')}`),
  overdueOrders: (d) =>
    one(`select count(*) as n from risk_verification_order where deadline < now() and ${scope(d, 'region')}`),
  urges: (d) =>
    one(`select count(*) as n from risk_order_urge u join risk_verification_order o on o.id = u.order_id
      where ${scope(d, 'o.region')}`),
  layoffReports: (d) =>
    one(`select count(*) as n from risk_verification_order
      where status in (${list(LAYOFF_LIST.statuses)}) and is_downsizing = '${LAYOFF_LIST.isDownsizing}' and ${scope(d, 'region')}`),
};

/** What each viewer's screens show for each figure, beside the count made here. */
async function disagreements(): Promise<string[]> {
  const found: string[] = [];
  for (const [key, shown] of Object.entries(FIGURE_CALLS) as [
    FigureKey,
    NonNullable<(typeof FIGURE_CALLS)[FigureKey]>,
  ][])
    for (const v of viewers) {
      const values: string[] = [];
      const numbers = new Set<number>();
      for (const s of shown.filter((x) => !x.viewers || x.viewers.includes(v.kind))) {
        const res = await t.send(v.token, s.call, { query: s.query as Record<string, string> });
        expect(res.status, `${key} ${s.call.path} as ${v.name}: ${res.body.message}`).toBe(200);
        const n = s.pick(res.body.content as never);
        numbers.add(n);
        values.push(`${s.call.path}=${n}`);
      }
      const count = COUNTS[key];
      if (count) {
        const n = await count(v.district, v.kind);
        numbers.add(n);
        values.push(`counted=${n}`);
      }
      if (numbers.size > 1) found.push(`${FIGURES[key].label} (${key}) as ${v.name}: ${values.join(', ')}`);
    }
  return found;
}

describe('one figure, one number', () => {
  it('every figure the catalogue names is shown somewhere and has a label of its own', () => {
    const labels = Object.values(FIGURES).map((f) => f.label);
    expect(new Set(labels).size, 'two definitions never share a label').toBe(labels.length);
    for (const key of Object.keys(FIGURE_CALLS)) expect(FIGURES[key as FigureKey], key).toBeDefined();
  });

  it('when operations, the city and every district look then each figure is one number on every call that shows it, and the tables count the same', async () => {
    const counted = await one('select count(*) as n from risk_verification_order');
    expect(counted, 'the generated data has orders').toBeGreaterThan(50);
    expect(await disagreements()).toEqual([]);
  }, 600_000);

  it('when the workflow moves orders (dispatch, take, refuse) then every figure still agrees', async () => {
    const city = viewers.find((v) => v.name === 'city')!.token;
    const fresh = await rows<{ id: number; region: string }>(
      `select id, region from risk_verification_order where status = ${S.NEW} and region is not null order by id limit 6`,
    );
    expect(fresh.length).toBeGreaterThan(2);
    expect((await t.send(city, verificationCalls.dispatch, { body: { ids: fresh.map((o) => o.id) } })).status).toBe(
      200,
    );
    const tokenOf = (region: string) => viewers.find((v) => v.district === region)!.token;
    const [taken, refused] = fresh;
    expect((await t.send(tokenOf(taken.region), verificationCalls.take, { params: { id: taken.id } })).status).toBe(
      200,
    );
    expect(
      (
        await t.send(tokenOf(refused.region), verificationCalls.refuse, {
          params: { id: refused.id },
          body: { reason: '企业不在本区' },
        })
      ).status,
    ).toBe(200);
    expect(await disagreements()).toEqual([]);
  }, 600_000);
});
