import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolCalls } from '@risk/shared/api/pool';
import { seedCompanies } from '../../../src/seed/companies.ts';
import { PUSHED_STATUSES } from '../../../src/modules/pool/queries.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { keptBesideCounted, sqlRows } from '../../helpers/kept-counts.ts';

const PUSHED = `status in (${PUSHED_STATUSES.join(', ')})`;
let t: TestApp;
let tokens: Record<'ops' | 'city' | 'chaoyang', string>;

const rows = <T>(text: string) => sqlRows<T>(t.db, text);
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The copied columns of a suffix row, as one line. */
const COPIED = `registration_place, company_region, type, status, is_match, focus, city_focus, special_follow,
  included_time, push_time, dispatch_time, grade_time, create_time`;

/** The kept suffixes (migration 0056) beside the same rows made from the companies here. */
const keptAndMade = () =>
  keptBesideCounted(
    t.db,
    `select concat_ws('|', id, suffix, ${COPIED}) as l from risk_company_name_suffix order by 1`,
    `select concat_ws('|', id, substr(name_norm, i), ${COPIED}) as l
     from risk_company, generate_series(1, length(name_norm)) i order by 1`,
  );

/** The length of the longest piece occurring twice in `s`, found by trying every pair of positions. */
function longestRepeat(s: string): number {
  const c = [...s];
  let best = 0;
  for (let i = 0; i < c.length; i++)
    for (let j = i + 1; j < c.length; j++) {
      let k = 0;
      while (j + k < c.length && c[i + k] === c[j + k]) k++;
      best = Math.max(best, k);
    }
  return best;
}

/** Every kept row's repeat_len against its name's longest repeated piece counted here; answers the mismatches. */
async function repeatMismatches() {
  const found = await rows<{ name: string; len: number }>(
    `select distinct c.name_norm as name, s.repeat_len as len
     from risk_company_name_suffix s join risk_company c on c.id = s.id`,
  );
  expect(found.length).toBeGreaterThan(100);
  return found.filter((r) => r.len !== longestRepeat(r.name));
}

/** The list's page as ids, and its total. */
async function listed(token: string, query: Record<string, string | string[]>) {
  const res = await t.send(token, poolCalls.list, { query: { size: '20', page: '0', ...query } });
  expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
  return { ids: res.body.content.content.map((r) => r.content.id), total: res.body.content.metadata.totalElements };
}

/** The same page taken from the companies with LIKE: `sort` a whitelisted column and direction. */
async function expected(where: string, { page = 0, sort = 'included_time desc', nullsLast = false } = {}) {
  const dir = sort.endsWith('asc') ? `asc nulls ${nullsLast ? 'last' : 'first'}` : 'desc nulls last';
  const found = await rows<{ id: number }>(
    `select id from risk_company where ${where}
     order by ${sort.split(' ')[0]} ${dir}, id ${dir} limit 20 offset ${page * 20}`,
  );
  const [{ n }] = await rows<{ n: number }>(`select count(*)::int as n from risk_company where ${where}`);
  return { ids: found.map((r) => r.id), total: n };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedCompanies(t.db, { scale: 600, seed: 47 });
  tokens = { ops: await t.login('ops'), city: await t.login('city'), chaoyang: await t.login('chaoyang') };
  // names whose pieces repeat: a fragment starts two of their suffixes and must be counted once
  const some = (n: number, offset: number) =>
    `(select id from risk_company where ${PUSHED} order by id limit ${n} offset ${offset})`;
  await rows(`update risk_company set name_norm = '北京华华华科技有限公司' where id in ${some(3, 0)}`);
  await rows(`update risk_company set name_norm = '北京京北京北京餐饮管理有限公司' where id in ${some(2, 3)}`);
  await rows(`update risk_company set name_norm = '北京末字测试\u{10FFFF}有限公司' where id in ${some(2, 5)}`);
  await rows(`update risk_company set name_norm = '北京前字测试\u{D7FF}有限公司' where id in ${some(2, 7)}`);
});
afterAll(() => t.close());

describe('the pool name search on its kept name suffixes (migration 0056)', () => {
  it('when companies are added, renamed, pushed, moved, rated, flagged and removed then every suffix row is its company’s', async () => {
    const start = await keptAndMade();
    expect(start.counted.length).toBeGreaterThan(5000);
    expect(start.kept).toEqual(start.counted);
    expect(await repeatMismatches()).toEqual([]);

    const some = (n: number, offset = 0) => `(select id from risk_company order by id limit ${n} offset ${offset})`;
    await rows(`update risk_company set name_norm = name_norm || '改名改名' where id in ${some(5)}`);
    await rows(`update risk_company set status = case when status = 0 then 1 else 0 end where id in ${some(6, 10)}`);
    await rows(
      `update risk_company set company_region = '延庆区', registration_place = '密云区' where id in ${some(4, 20)}`,
    );
    await rows(`update risk_company set is_match = not is_match, focus = not focus, city_focus = not city_focus,
      special_follow = not special_follow where id in ${some(7, 30)}`);
    await rows(`update risk_company set type = '1', included_time = now(), push_time = now(), dispatch_time = now(),
      grade_time = now() where id in ${some(3, 40)}`);
    await rows(`update risk_company set risk_info_count = risk_info_count + 1 where id in ${some(50)}`);
    await rows(`delete from risk_company where id = (select max(c.id) from risk_company c
      where not exists (select 1 from risk_verification_order o where o.risk_company_id = c.id))`);
    const after = await keptAndMade();
    expect(after.kept).not.toEqual(start.kept);
    expect(after.kept).toEqual(after.counted);
    expect(await repeatMismatches()).toEqual([]);
  });

  it('when a fragment of any length is searched, with each filter and sort, by the city, a district or operations, then the rows and the total are the companies whose name contains it', async () => {
    // a common two-character word, and its company's pieces of one to six characters
    const [{ word }] = await rows<{ word: string }>(
      `select w as word from risk_company, generate_series(3, length(name_norm) - 5) i, substr(name_norm, i, 2) w
       where ${PUSHED} group by 1 order by count(*) desc, 1 limit 1`,
    );
    const [{ name }] = await rows<{ name: string }>(
      `select name_norm as name from risk_company where ${PUSHED} and name_norm like ${quoted(`%${word}%`)} order by id limit 1`,
    );
    const at = [...name].indexOf([...word][0]);
    const fragments = [
      ...[1, 2, 3, 4, 6].map((n) => [...name].slice(Math.max(0, at - 2), Math.max(0, at - 2) + n).join('')),
      '华',
      '华华',
      '北京',
      '北京北京',
      '有限公司',
      `测试\u{10FFFF}`,
      `测试\u{D7FF}`,
      '没有这个字号',
    ];
    const has = (w: string) => `name_norm like ${quoted(`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`;
    for (const f of fragments) {
      const cases: [keyof typeof tokens, Record<string, string | string[]>, string, Parameters<typeof expected>[1]?][] =
        [
          ['city', {}, `${PUSHED} and ${has(f)}`],
          ['city', { companyRegion: '朝阳区' }, `${PUSHED} and ${has(f)} and company_region = '朝阳区'`],
          ['chaoyang', {}, `${PUSHED} and ${has(f)} and company_region = '朝阳区'`],
          ['chaoyang', { companyRegion: '海淀区' }, 'false'],
          ['ops', {}, has(f)],
          ['city', { status: '2' }, `status = 2 and ${has(f)}`],
          ['ops', { status: '0' }, `status = 0 and ${has(f)}`],
        ];
      for (const [who, query, where, how] of cases) {
        const want = await expected(where, how);
        expect(await listed(tokens[who], { companyName: f, ...query }), `${who} ${f} ${JSON.stringify(query)}`).toEqual(
          want,
        );
      }
    }
    // each filter and sort beside the common word
    const [{ place }] = await rows<{ place: string }>(
      `select mode() within group (order by registration_place) as place from risk_company where ${has(word)}`,
    );
    const w = `${PUSHED} and ${has(word)}`;
    const withWord: [
      keyof typeof tokens,
      Record<string, string | string[]>,
      string,
      Parameters<typeof expected>[1]?,
    ][] = [
      [
        'city',
        { isMatch: 'true', registrationPlace: place },
        `${w} and is_match and registration_place = ${quoted(place)}`,
      ],
      ['city', { isMatch: 'false' }, `${w} and not is_match`],
      ['city', { cityFocus: 'true' }, `${w} and city_focus`],
      ['ops', { focus: 'true' }, `${has(word)} and focus`],
      ['ops', { specialFollow: 'false' }, `${has(word)} and not special_follow`],
      ['city', { type: '1' }, `${w} and string_to_array(type, ',') @> array['1']`],
      ['city', { type: '1,2' }, `${w} and (',' || type || ',') like '%,1,2,%'`],
      [
        'city',
        { includedTime: ['2000-01-01', '2100-01-01'] },
        `${w} and included_time between '2000-01-01T00:00:00+08:00' and '2100-01-01T23:59:59.999+08:00'`,
      ],
      ['city', { page: '1' }, w, { page: 1 }],
      ['city', { page: '50' }, w, { page: 50 }],
      ...['includedTime', 'createTime', 'pushTime', 'dispatchTime', 'gradeTime'].flatMap((field) =>
        (['ASC', 'DESC'] as const).map(
          (dir): [keyof typeof tokens, Record<string, string | string[]>, string, Parameters<typeof expected>[1]] => [
            'city',
            { sort: `${field},${dir}` },
            w,
            // the pushed companies' list by 推送时间 puts one without it last both ways (nullsLast): only
            // this test's status flips above make a pushed company without one
            {
              sort: `${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} ${dir.toLowerCase()}`,
              nullsLast: field === 'pushTime',
            },
          ],
        ),
      ),
    ];
    for (const [who, query, where, how] of withWord) {
      const want = await expected(where, how);
      expect(await listed(tokens[who], { companyName: word, ...query }), `${who} ${JSON.stringify(query)}`).toEqual(
        want,
      );
    }
    const [{ n }] = await rows<{ n: number }>(`select count(*)::int as n from risk_company where ${w}`);
    expect(n, 'the word is common enough to fill pages').toBeGreaterThan(20);
  });

  it('when the companies are emptied then so are their suffixes', async () => {
    await rows(`truncate risk_company cascade`);
    expect(await rows(`select 1 from risk_company_name_suffix limit 1`)).toEqual([]);
  });
});
