import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_CODE_MESSAGE } from '@risk/shared/company';
import { MSG } from '@risk/shared/messages';
import { POOL_RULES } from '@risk/shared/pool';
import { registryCalls as calls, registryRecordCalls } from '@risk/shared/api/registry';
import { REGISTRY_IMPORT_HEADERS } from '@risk/shared/schemas/registry';
import { socialSecurity } from '../../../src/db/schema/monitor-config.ts';
import { registryRecord } from '../../../src/db/schema/registry.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { creditCode, poolEntry, registryEntry } from '../../helpers/pool-fixtures.ts';
import { multipart, xlsx } from '../users/multipart.ts';
import { importThroughJob } from '../../helpers/import-job.ts';

let t: TestApp;
let ops: string;
let city: string;
let chaoyang: string;
let matched: Awaited<ReturnType<typeof poolEntry>>;
let unmatched: Awaited<ReturnType<typeof poolEntry>>;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, chaoyang] = await Promise.all([t.login('ops'), t.login('city'), t.login('chaoyang')]);
  const reg = await registryEntry(t.db, { companyName: '北京(朝阳)科技有限公司', registrationPlace: '朝阳区' });
  matched = await poolEntry(t.db, {
    companyName: reg.companyName,
    creditCode: reg.creditCode,
    registrationPlace: '朝阳区',
    companyRegion: '朝阳区',
    isMatch: true,
    riskInfoCount: 0,
  });
  unmatched = await poolEntry(t.db, { companyName: '北京未匹配测试有限公司', companyRegion: '朝阳区', isMatch: false });
  await t.db.insert(registryRecord).values([
    {
      creditCode: reg.creditCode,
      kind: 'shareholder',
      title: '张三',
      recordDate: '2020-01-01',
      data: { name: '张三', ratio: '60%' },
    },
  ]);
  // 13 months of 社保数据 imported before the twelve reductions were (1 and 3 months only), 5 fewer people each month
  await t.db.insert(socialSecurity).values(
    Array.from({ length: 13 }, (_, i) => ({
      creditCode: reg.creditCode,
      companyName: reg.companyName,
      region: '朝阳区',
      month: `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      currentMonth: 200 - i * 5,
      january: i >= 1 ? 5 : 0,
      march: i >= 3 ? 15 : i * 5,
    })),
  );
});
afterAll(() => t.close());

describe('company search', () => {
  it('when no name or credit code is given then 400 请输入公司名称或社会信用代码', async () => {
    for (const query of [{}, { keyword: '   ' }] as Record<string, string>[]) {
      const res = await t.send(ops, calls.search, { query });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(POOL_RULES.searchNeedsKey);
    }
  });

  it('when the name is typed with full-width brackets and spaces then the half-width name is found, with its pool id', async () => {
    const res = await t.send(ops, calls.search, { query: { keyword: ' 北京（朝阳） 科技 ' } });
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual([
      {
        creditCode: matched.creditCode,
        companyName: '北京(朝阳)科技有限公司',
        registrationPlace: '朝阳区',
        riskCompanyId: matched.id,
        isMatch: true,
      },
    ]);
    const byCode = await t.send(ops, calls.search, { query: { keyword: unmatched.creditCode } });
    expect(byCode.body.content.map((s) => s.riskCompanyId)).toEqual([unmatched.id]);
  });
});

describe('registry blocks', () => {
  it('when a block is asked by credit code then its rows come back, an unknown company answers {} for the basic information', async () => {
    const holders = await t.send(ops, registryRecordCalls.compShareholder, {
      query: { creditCode: matched.creditCode },
    });
    expect(holders.body.content.map((h) => h.name)).toEqual(['张三']);
    expect(
      (await t.send(ops, registryRecordCalls.compNews, { query: { creditCode: matched.creditCode } })).body.content,
    ).toEqual([]);
    expect((await t.send(ops, calls.basic, { params: { creditCode: creditCode() } })).body.content).toEqual({});
    const job = await t.send(ops, calls.social, { params: { creditCode: matched.creditCode } });
    expect(job.body.content).toMatchObject({ currentSocial: 140 });
    expect((await t.send(ops, registryRecordCalls.judicial)).status).toBe(400);
  });
});

describe('personal data and district scope of the registry calls', () => {
  it('when the basic information is read then the legal person phone is masked', async () => {
    const basic = await t.send(city, calls.basic, { params: { creditCode: matched.creditCode } });
    expect(basic.status).toBe(200);
    expect(basic.body.content).toMatchObject({ legalPersonPhone: '139****5678' });
    expect(basic.raw.payload).not.toContain('13912345678');
  });

  it("when a district user asks registry data of another district's pool company then 404, its own district and codes outside the pool answer", async () => {
    const haidian = await t.login('haidian');
    const code = matched.creditCode;
    const reads = [
      [calls.basic, { params: { creditCode: code } }],
      [calls.social, { params: { creditCode: code } }],
      [registryRecordCalls.compShareholder, { query: { creditCode: code } }],
    ] as const;
    for (const [call, input] of reads) {
      const other = await t.send(haidian, call, input);
      expect(other.status, call.path).toBe(404);
      expect(other.body.message).toBe(MSG.notFound);
      expect((await t.send(chaoyang, call, input)).status, call.path).toBe(200);
    }
    const outsidePool = await registryEntry(t.db, { companyName: '北京库外工商测试有限公司' });
    const free = await t.send(haidian, calls.basic, { params: { creditCode: outsidePool.creditCode } });
    expect(free.status).toBe(200);
    expect(free.body.content).toMatchObject({ companyName: '北京库外工商测试有限公司' });
  });
});

describe('registry import', () => {
  const upload = (token: string, buffer: Buffer, fileName = '工商.xlsx') =>
    importThroughJob(t, token, calls.importExcel, multipart(fileName, buffer));
  const row = (code: string, name: string, extra: Partial<Record<number, string>> = {}) =>
    REGISTRY_IMPORT_HEADERS.map(
      (_, i) => extra[i] ?? (i === 0 ? code : i === 1 ? name : i === 2 ? '海淀区' : i === 14 ? '120' : ''),
    );

  it('when every row is valid then all are written and the search finds them', async () => {
    const code = creditCode();
    const res = await upload(ops, await xlsx([...REGISTRY_IMPORT_HEADERS], [row(code, '北京导入工商测试有限公司')]));
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ created: 1, refused: [] });
    const found = await t.send(ops, calls.search, { query: { keyword: '导入工商测试' } });
    expect(found.body.content.map((s) => s.creditCode)).toEqual([code]);
  });

  it('when rows are bad (credit code, duplicates, already stored, numbers) or the file is wrong then nothing is written', async () => {
    const before = await tableDigest(t.db, 'registry_company');
    const code = creditCode();
    const res = await upload(
      ops,
      await xlsx(
        [...REGISTRY_IMPORT_HEADERS],
        [
          row('123', '坏'),
          row(code, '甲'),
          row(code, '乙'),
          row(matched.creditCode, '已存在'),
          row(creditCode(), '丙', { 14: '很多' }),
        ],
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body.content.refused.map((r) => `${r.row}:${r.column}`)).toEqual([
      '2:统一社会信用代码',
      '4:统一社会信用代码',
      '5:统一社会信用代码',
      '6:从业人数',
    ]);
    expect(res.body.content.refused[0].reason).toBe(CREDIT_CODE_MESSAGE);
    expect((await upload(ops, await xlsx(['企业'], [['a']]))).body.message).toBe(
      MSG.wrongColumns(REGISTRY_IMPORT_HEADERS.join('、')),
    );
    expect((await upload(ops, await xlsx([...REGISTRY_IMPORT_HEADERS], []))).body.message).toBe(MSG.emptyFile);
    expect((await upload(ops, Buffer.from('x'), 'a.txt')).body.message).toBe(MSG.notSpreadsheet);
    expect((await upload(city, await xlsx([...REGISTRY_IMPORT_HEADERS], [row(creditCode(), '市级')]))).status).toBe(
      403,
    );
    expect(await tableDigest(t.db, 'registry_company')).toBe(before);
  });
});
