import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolCalls } from '@risk/shared/api/pool';
import { USER_LEVEL } from '@risk/shared/levels';
import { POOL_PRESET_STATUSES } from '@risk/shared/pool';
import { seedCompanies } from '../../../src/seed/companies.ts';
import { PUSHED_STATUSES } from '../../../src/modules/pool/queries.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { sqlRows } from '../../helpers/kept-counts.ts';

const PUSHED = `status in (${PUSHED_STATUSES.join(', ')})`;
let t: TestApp;
let tokens: Record<'ops' | 'city' | 'chaoyang', string>;

const rows = <T>(text: string) => sqlRows<T>(t.db, text);
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The ids of the first hundred companies of `where`, newest first, and how many there are: what the list must answer. */
async function expected(where: string) {
  const found = await rows<{ id: number }>(
    `select id from risk_company where ${where} order by included_time desc nulls last, id desc limit 100`,
  );
  const [{ n }] = await rows<{ n: number }>(`select count(*)::int as n from risk_company where ${where}`);
  return { ids: found.map((r) => r.id), total: n };
}

async function listed(token: string, query: Record<string, string>) {
  const res = await t.send(token, poolCalls.list, { query: { size: '100', page: '0', ...query } });
  expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
  return { ids: res.body.content.content.map((r) => r.content.id), total: res.body.content.metadata.totalElements };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 400, seed: 41 });
  tokens = { ops: await t.login('ops'), city: await t.login('city'), chaoyang: await t.login('chaoyang') };
});
afterAll(() => t.close());

describe('the pool searched by name among the pushed companies (migration 0040)', () => {
  it('then its index holds exactly the statuses the city and the districts are shown', async () => {
    expect(POOL_PRESET_STATUSES[USER_LEVEL.CITY]).toEqual(PUSHED_STATUSES);
    expect(POOL_PRESET_STATUSES[USER_LEVEL.DISTRICT]).toEqual(PUSHED_STATUSES);
    const [{ def }] = await rows<{ def: string }>(
      `select pg_get_expr(indpred, indrelid) as def from pg_index where indexrelid = 'risk_company_pushed_name_idx'::regclass`,
    );
    expect(def).toBe(`(status = ANY (ARRAY[${PUSHED_STATUSES.join(', ')}]))`);
  });

  it('when a word is searched, alone, in a registration place or a district, by the city, a district or operations, then the rows and the total are the companies that contain it', async () => {
    // the commonest word of the pushed names after 北京 and before 有限公司 (an industry, as 科技), and
    // where most of them are registered
    const [{ word, place }] = await rows<{ word: string; place: string }>(
      `select w as word, mode() within group (order by registration_place) as place
       from risk_company, generate_series(3, length(name_norm) - 5) i, substr(name_norm, i, 2) w
       where ${PUSHED} group by 1 order by count(*) desc, 1 limit 1`,
    );
    const [{ longer }] = await rows<{ longer: string }>(
      `select w as longer from risk_company, generate_series(3, length(name_norm) - 6) i, substr(name_norm, i, 3) w
       where ${PUSHED} group by 1 order by count(*) desc, 1 limit 1`,
    );
    const has = (w: string) => `name_norm like ${quoted(`%${w}%`)}`;
    const cases: [keyof typeof tokens, Record<string, string>, string][] = [
      ['city', { companyName: word }, `${PUSHED} and ${has(word)}`],
      ['city', { companyName: longer }, `${PUSHED} and ${has(longer)}`],
      [
        'city',
        { companyName: word, registrationPlace: place, isMatch: 'true' },
        `${PUSHED} and ${has(word)} and registration_place = ${quoted(place)} and is_match`,
      ],
      [
        'city',
        { companyName: word, companyRegion: '朝阳区' },
        `${PUSHED} and ${has(word)} and company_region = '朝阳区'`,
      ],
      ['chaoyang', { companyName: word }, `${PUSHED} and ${has(word)} and company_region = '朝阳区'`],
      [
        'chaoyang',
        { companyName: word, registrationPlace: place },
        `${PUSHED} and ${has(word)} and company_region = '朝阳区' and registration_place = ${quoted(place)}`,
      ],
      ['chaoyang', { companyName: word, companyRegion: '海淀区' }, 'false'],
      // a requested status, one character and operations' whole pool read the other index
      ['city', { companyName: word, status: '2' }, `status = 2 and ${has(word)}`],
      ['city', { companyName: [...word][0] }, `${PUSHED} and ${has([...word][0])}`],
      [
        'ops',
        { companyName: word, registrationPlace: place },
        `${has(word)} and registration_place = ${quoted(place)}`,
      ],
    ];
    for (const [who, query, where] of cases) {
      const want = await expected(where);
      expect(await listed(tokens[who], query), `${who} ${JSON.stringify(query)}`).toEqual(want);
    }
    const [{ n }] = await rows<{ n: number }>(
      `select count(*)::int as n from risk_company where ${PUSHED} and ${has(word)}`,
    );
    expect(n, 'the word is common enough to mean something').toBeGreaterThan(20);
  });

  it('when a company is pushed, renamed or moves to another district then the search finds it where it now is', async () => {
    const [c] = await rows<{ id: number }>(`select id from risk_company where status = 0 order by id limit 1`);
    const find = (token: string, query: Record<string, string>) =>
      listed(token, { companyName: '搜索迁移', ...query }).then((r) => r.ids);
    await rows(
      `update risk_company set name_norm = '北京搜索迁移有限公司', company_region = '海淀区' where id = ${c.id}`,
    );
    expect(await find(tokens.city, {})).toEqual([]);
    expect(await find(tokens.ops, {})).toEqual([c.id]);

    await rows(`update risk_company set status = 1 where id = ${c.id}`);
    expect(await find(tokens.city, { companyRegion: '海淀区' })).toEqual([c.id]);
    expect(await find(tokens.chaoyang, {})).toEqual([]);

    // registered in one district, kept in another: each is searched by its own keys
    await rows(`update risk_company set company_region = '朝阳区', registration_place = '通州区' where id = ${c.id}`);
    expect(await find(tokens.city, { companyRegion: '海淀区' })).toEqual([]);
    expect(await find(tokens.chaoyang, {})).toEqual([c.id]);
    expect(await find(tokens.chaoyang, { registrationPlace: '通州区' })).toEqual([c.id]);
    expect(await find(tokens.city, { registrationPlace: '通州区', companyRegion: '朝阳区' })).toEqual([c.id]);
    expect(await find(tokens.city, { registrationPlace: '朝阳区' })).toEqual([]);
    expect(await find(tokens.city, { companyRegion: '通州区' })).toEqual([]);
  });
});
