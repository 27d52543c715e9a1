import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_CODE_MESSAGE } from '@risk/shared/company';
import { MSG } from '@risk/shared/messages';
import { DEFAULT_DICTS } from '@risk/shared/dicts';
import { POOL_RULES, RISK_DEGREE_LABEL } from '@risk/shared/pool';
import { RISK_INFO_IMPORT_HEADERS } from '@risk/shared/schemas/riskInfo';
import { riskInfoCalls as calls, type RiskInfoRow } from '@risk/shared/api/riskInfo';
import { riskDimension } from '../../../src/db/schema/monitor-config.ts';
import { role, operationLog } from '../../../src/db/schema/system.ts';
import { RISK_DICT_MSG } from '../../../src/modules/riskInfo/dictionaries.ts';
import { smallPdf } from '../../helpers/small-pdf.ts';
import { createTestApp, injectOf, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { companyById, poolEntry } from '../../helpers/pool-fixtures.ts';
import { fileStoreCalls } from '@risk/shared/api/files';
import { multipart, readXlsx, xlsx } from '../users/multipart.ts';
import { importThroughJob } from '../../helpers/import-job.ts';

let t: TestApp;
let ops: string;
let city: string;
let chaoyang: string;
let haidianCo: Awaited<ReturnType<typeof poolEntry>>;
let chaoyangCo: Awaited<ReturnType<typeof poolEntry>>;

beforeAll(async () => {
  // the import cap lowered from its 200 MB default, so the test's file over it stays small
  t = await createTestApp({ DATA_DIR: `/tmp/risk-info-test-${process.pid}`, IMPORT_MAX_FILE_MB: '10' });
  [ops, city, chaoyang] = await Promise.all([t.login('ops'), t.login('city'), t.login('chaoyang')]);
  // 风险维度 choices are the enabled dimensions (the 风险维度 screen)
  await t.db.insert(riskDimension).values({ name: '用工维度', type: '2', status: true });
  haidianCo = await poolEntry(t.db, {
    companyName: '北京海淀风险测试科技有限公司',
    companyRegion: '海淀区',
    focus: true,
  });
  chaoyangCo = await poolEntry(t.db, {
    companyName: '北京(朝阳)风险测试商贸有限公司',
    companyRegion: '朝阳区',
    registrationPlace: '朝阳区',
    cityFocus: true,
  });
});
afterAll(() => t.close());

const body = (riskCompanyId: number, extra: Record<string, unknown> = {}) => ({
  riskCompanyId,
  riskPoint: '2',
  riskDegree: 2,
  category: '2',
  content: '30名职工反映企业拖欠3个月工资',
  riskDimensionName: '用工维度',
  source: '12333热线',
  includedTime: '2025-03-01 10:00:00',
  ...extra,
});
const add = (token: string, body: object) => t.send(token, calls.create, { body });
const digest = () => Promise.all([tableDigest(t.db, 'risk_company_info'), tableDigest(t.db, 'risk_company')]);

describe('adding and deleting risk information', () => {
  it('when operations adds information then the company count, type, latest risk point and inclusion time follow, and deleting takes them back', async () => {
    const first = await add(ops, body(haidianCo.id));
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MSG.added);
    let company = await companyById(t.db, haidianCo.id);
    expect(company.riskInfoCount).toBe(1);
    expect(company.type).toBe('2');
    expect(company.riskPoint).toBe('2');
    expect(company.includedTime.toISOString()).toBe('2025-03-01T02:00:00.000Z');

    const second = await add(
      ops,
      body(haidianCo.id, {
        riskPoint: '1',
        category: '1',
        riskDegree: 0,
        includedTime: '2025-06-01 09:00:00',
        content: '计划裁员50人',
      }),
    );
    company = await companyById(t.db, haidianCo.id);
    expect(company.riskInfoCount).toBe(2);
    expect(company.type).toBe('1,2');
    expect(company.riskPoint).toBe('1');
    expect(company.riskDegree).toBe(0);

    const del = await t.send(ops, calls.remove, { body: [second.body.content.id] });
    expect(del.status).toBe(200);
    company = await companyById(t.db, haidianCo.id);
    expect(company.riskInfoCount).toBe(1);
    expect(company.type).toBe('2');
    expect(company.riskPoint).toBe('2');
  });

  it('when the company is not chosen from the database then 400 请选择数据库中的企业 and nothing is written', async () => {
    const before = await digest();
    for (const payload of [{ ...body(1), riskCompanyId: undefined }, body(999_999)]) {
      const res = await add(ops, payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(POOL_RULES.chooseFromDatabase);
    }
    expect(await digest()).toEqual(before);
  });

  it('when a risk point or category is outside its dictionary, or the degree is not 0-2, then 400 and nothing is written', async () => {
    const before = await digest();
    const point = await add(ops, body(haidianCo.id, { riskPoint: '99' }));
    expect(point.status).toBe(400);
    expect(point.body.message).toBe(RISK_DICT_MSG.riskPoint);
    const category = await add(ops, body(haidianCo.id, { category: '不存在' }));
    expect(category.body.message).toBe(RISK_DICT_MSG.category);
    expect((await add(ops, body(haidianCo.id, { riskDegree: 3 }))).status).toBe(400);
    expect((await add(ops, body(haidianCo.id, { content: '  ' }))).status).toBe(400);
    expect(await digest()).toEqual(before);
  });

  it('when the city (no riskCompanyInfo:add) adds, edits or deletes then 403 and nothing is written', async () => {
    const before = await digest();
    expect((await add(city, body(haidianCo.id))).status).toBe(403);
    expect((await t.send(city, calls.update, { body: { ...body(haidianCo.id), id: 1 } })).status).toBe(403);
    expect((await t.send(city, calls.remove, { body: [1] })).status).toBe(403);
    expect(await digest()).toEqual(before);
  });

  it('when information is edited then the row and the summary change', async () => {
    const created = await add(ops, body(chaoyangCo.id, { content: '原内容' }));
    const res = await t.send(ops, calls.update, {
      body: {
        ...body(chaoyangCo.id, { content: '新内容', riskPoint: '3', category: '5' }),
        id: created.body.content.id,
      },
    });
    expect(res.status).toBe(200);
    const one = await t.send(ops, calls.detail, { params: { id: created.body.content.id } });
    expect(one.body.content.content).toBe('新内容');
    expect((await companyById(t.db, chaoyangCo.id)).type).toBe('5');
  });
});

describe('reading with district scope', () => {
  it('when a district user lists then only information of companies dispatched to their district shows, and another district is 404', async () => {
    const list = await t.send(chaoyang, calls.list);
    expect(list.status).toBe(200);
    const regions = new Set(list.body.content.content.map((r) => r.content.companyRegion));
    expect([...regions]).toEqual(['朝阳区']);
    expect(list.body.content.metadata.totalElements).toBe(list.body.content.content.length);
    const other = (await t.send(ops, calls.ofCompany, { params: { id: haidianCo.id } })).body.content[0];
    expect((await t.send(chaoyang, calls.detail, { params: { id: other.id } })).status).toBe(404);
    expect(
      (await t.send(chaoyang, calls.ofCreditCode, { params: { creditCode: haidianCo.creditCode } })).body.content,
    ).toEqual([]);
    const asked = await t.send(chaoyang, calls.list, { query: { companyRegion: '海淀区' } });
    expect(asked.body.content.metadata.totalElements).toBe(0);
  });

  it('when the list is filtered by a normalised name, point and degree then only matching rows come back with the company joined', async () => {
    const res = await t.send(ops, calls.list, {
      query: { companyName: ' 北京（朝阳）风险测试 ', riskPoint: '3', riskDegree: '2' },
    });
    expect(res.status).toBe(200);
    expect(res.body.content.content.map((r) => r.content.companyName)).toEqual(['北京(朝阳)风险测试商贸有限公司']);
    expect(res.body.content.metadata.totalElements).toBe(1);
    expect((await t.send(ops, calls.list, { query: { sort: 'content,ASC' } })).status).toBe(400);
  });

  it('when the 信用代码 filter holds the first digits a clerk typed then the rows of the companies whose code starts so come back', async () => {
    const whole = (await t.send(ops, calls.list, { query: { creditCode: chaoyangCo.creditCode, size: '100' } })).body
      .content;
    expect(whole.metadata.totalElements).toBeGreaterThan(0);
    for (const typed of [chaoyangCo.creditCode.slice(0, 12), chaoyangCo.creditCode.slice(0, 12).toLowerCase()]) {
      const [want] = (
        (await t.db.execute(
          sql`select count(*)::int as n from risk_company_info i join risk_company c on c.id = i.risk_company_id
            where c.credit_code like ${`${typed.toUpperCase()}%`}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      const res = await t.send(ops, calls.list, { query: { creditCode: typed, size: '100' } });
      expect(res.body.content.metadata.totalElements).toBe(want.n);
      expect(res.body.content.content.every((r) => r.content.creditCode.startsWith(typed.toUpperCase()))).toBe(true);
    }
  });

  it('when the cards are asked then focusTotal counts focus for operations and cityFocus for the city', async () => {
    const opsCards = (await t.send(ops, calls.total)).body.content;
    const cityCards = (await t.send(city, calls.total)).body.content;
    const haidianCount = (await companyById(t.db, haidianCo.id)).riskInfoCount;
    const chaoyangCount = (await companyById(t.db, chaoyangCo.id)).riskInfoCount;
    expect(opsCards).toEqual({ total: haidianCount + chaoyangCount, focusTotal: haidianCount });
    expect(cityCards).toEqual({ total: haidianCount + chaoyangCount, focusTotal: chaoyangCount });
    expect((await t.send(chaoyang, calls.total)).body.content.total).toBe(chaoyangCount);
  });
});

describe('attachments', () => {
  it('when a file is uploaded and saved with the information then it is listed for the company and downloads in its district only', async () => {
    const up = await t.call<{ id: string; fileName: string }>(ops, {
      ...injectOf(fileStoreCalls.upload, { query: { name: '欠薪名单.pdf' } }),
      ...multipart('a.pdf', smallPdf('欠薪名单')),
    });
    expect(up.status).toBe(200);
    expect(up.body.content.fileName).toBe('欠薪名单.pdf');
    const saved = await add(ops, body(haidianCo.id, { content: '带附件', files: [up.body.content] }));
    expect(saved.status).toBe(200);
    const files = (await t.send(ops, calls.filesOfCompany, { params: { id: haidianCo.id } })).body.content;
    expect(files.map((f) => f.fileName)).toEqual(['欠薪名单.pdf']);
    const download = await t.send(ops, calls.attachment, { params: { id: files[0].id } });
    expect(download.status).toBe(200);
    expect(download.raw.rawPayload.equals(smallPdf('欠薪名单'))).toBe(true);
    expect((await t.send(chaoyang, calls.attachment, { params: { id: files[0].id } })).status).toBe(404);
    const drop = await t.send(ops, fileStoreCalls.discard, { query: { path: up.body.content.id } });
    expect(drop.status).toBe(400);
  });

  it('when information is edited with its listed files sent back then they stay, and leaving one out removes it', async () => {
    const upload = async (name: string) =>
      (
        await t.call<{ id: string; fileName: string }>(ops, {
          ...injectOf(fileStoreCalls.upload, { query: { name } }),
          ...multipart(name, smallPdf(name)),
        })
      ).body.content;
    const [a, b] = [await upload('通知书.pdf'), await upload('名单.pdf')];
    const saved = await add(ops, body(chaoyangCo.id, { content: '两个附件', files: [a, b] }));
    const infoId = saved.body.content.id;
    const listed = async () =>
      (await t.send(ops, calls.filesOfCompany, { params: { id: chaoyangCo.id } })).body.content.filter(
        (f) => f.riskCompanyInfoId === infoId,
      );
    const kept = (await listed()).map((f) => ({ id: f.fileId, fileName: f.fileName }));
    expect(kept.map((f) => f.fileName).sort()).toEqual(['名单.pdf', '通知书.pdf']);
    const edit = (files: { id: string; fileName: string }[]) =>
      t.send(ops, calls.update, { body: { ...body(chaoyangCo.id, { content: '改内容', files }), id: infoId } });
    expect((await edit(kept)).status).toBe(200);
    expect((await listed()).map((f) => f.fileName).sort()).toEqual(['名单.pdf', '通知书.pdf']);
    expect((await edit(kept.filter((f) => f.fileName === '名单.pdf'))).status).toBe(200);
    expect((await listed()).map((f) => f.fileName)).toEqual(['名单.pdf']);
  });

  it('when a form names a file that was never uploaded then 400 and nothing is written', async () => {
    const before = await digest();
    const res = await add(ops, body(haidianCo.id, { files: [{ id: 'a'.repeat(32), fileName: 'x.pdf' }] }));
    expect(res.status).toBe(400);
    expect(await digest()).toEqual(before);
  });
});

describe('import', () => {
  const upload = (token: string, buffer: Buffer, fileName = '风险信息.xlsx') =>
    importThroughJob(t, token, calls.importExcel, multipart(fileName, buffer));
  const row = (code: string, content: string, point = '拖欠工资') => [
    code,
    '',
    point,
    '高',
    '用工风险',
    '用工维度',
    content,
    '区县上报',
    '2025-05-01',
  ];

  it('when every row is valid then all are imported and the summaries follow', async () => {
    const before = (await companyById(t.db, chaoyangCo.id)).riskInfoCount;
    const res = await upload(
      ops,
      await xlsx(
        [...RISK_INFO_IMPORT_HEADERS],
        [row(chaoyangCo.creditCode, '导入一'), row(chaoyangCo.creditCode, '导入二', '3')],
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ created: 2, refused: [] });
    expect((await companyById(t.db, chaoyangCo.id)).riskInfoCount).toBe(before + 2);
  });

  it('when rows are bad (credit code, unknown company, duplicate in the file or the database, dictionary) then nothing is written and each is reported', async () => {
    const before = await digest();
    const res = await upload(
      ops,
      await xlsx(
        [...RISK_INFO_IMPORT_HEADERS],
        [
          row('91110000ABC', '坏代码'),
          row('91110108MA0000000X'.slice(0, 17) + '0', '未知'),
          row(chaoyangCo.creditCode, '新行'),
          row(chaoyangCo.creditCode, '新行'),
          row(chaoyangCo.creditCode, '导入一'),
          row(haidianCo.creditCode, '点', '不存在'),
        ],
      ),
    );
    expect(res.status).toBe(400);
    const reasons = res.body.content.refused.map((r) => `${r.row}:${r.column}`);
    expect(reasons).toEqual(
      expect.arrayContaining(['2:统一社会信用代码', '3:统一社会信用代码', '5:风险内容', '6:风险内容', '7:风险点']),
    );
    expect(res.body.content.refused.find((r) => r.row === 2)!.reason).toBe(CREDIT_CODE_MESSAGE);
    expect(await digest()).toEqual(before);
  });

  it('when the file has wrong columns, no rows, or is not a spreadsheet then 400 with the message and nothing is written', async () => {
    const before = await digest();
    const wrong = await upload(ops, await xlsx(['企业', '内容'], [['a', 'b']]));
    expect(wrong.body.message).toBe(MSG.wrongColumns(RISK_INFO_IMPORT_HEADERS.join('、')));
    expect((await upload(ops, await xlsx([...RISK_INFO_IMPORT_HEADERS], []))).body.message).toBe(MSG.emptyFile);
    expect((await upload(ops, Buffer.from('plain text'), 'a.xlsx')).body.message).toBe(MSG.notSpreadsheet);
    expect(
      (await upload(city, await xlsx([...RISK_INFO_IMPORT_HEADERS], [row(chaoyangCo.creditCode, '市级')]))).status,
    ).toBe(403);
    expect(await digest()).toEqual(before);
  });

  it('when the file is over 10 MB then 413 with the message and nothing is written', async () => {
    const before = await digest();
    const big = Buffer.concat([
      await xlsx([...RISK_INFO_IMPORT_HEADERS], [row(chaoyangCo.creditCode, '超大文件')]),
      Buffer.alloc(10 * 1024 * 1024 + 10),
    ]);
    const res = await upload(ops, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MSG.fileTooLarge(10));
    expect(await digest()).toEqual(before);
  });
});

describe('export', () => {
  const labels = (name: string) =>
    new Map((DEFAULT_DICTS.find((d) => d.name === name)?.items ?? []).map((i) => [i.value, i.label]));
  const [riskDot, category] = [labels('risk_dot'), labels('risk_category')];
  const exportOf = (token: string, query: Record<string, string>) => t.send(token, calls.download, { query });
  const listOf = async (token: string, query: Record<string, string>) =>
    (await t.send(token, calls.list, { query: { ...query, size: '9999' } })).body.content.content.map((r) => r.content);
  /** The list's rows as the export should show them: labels for coded values, the Beijing inclusion day. */
  const asCells = (r: RiskInfoRow) => [
    r.companyName,
    r.creditCode,
    r.registrationPlace ?? '',
    r.companyRegion ?? '',
    riskDot.get(r.riskPoint),
    RISK_DEGREE_LABEL[r.riskDegree],
    category.get(r.category),
    r.riskDimensionName ?? '',
    r.content,
    r.source ?? '',
    new Date(Date.parse(r.includedTime) + 8 * 3_600_000).toISOString().slice(0, 10),
  ];
  const exportLogs = () =>
    t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.action, '导出风险信息'), eq(operationLog.success, true)))
      .orderBy(operationLog.id);
  const countInDb = async (region: string | null, degree: number) => {
    const res = (await t.db.execute(sql`
      select count(*)::int as n from risk_company_info i join risk_company c on c.id = i.risk_company_id
      where i.risk_degree = ${degree} and (${region}::text is null or c.company_region = ${region})`)) as unknown as {
      rows: { n: number }[];
    };
    return res.rows[0].n;
  };

  beforeAll(async () => {
    for (const [co, content, degree] of [
      [chaoyangCo, '导出甲', 2],
      [chaoyangCo, '导出乙', 2],
      [chaoyangCo, '导出低', 0],
      [haidianCo, '导出海淀', 2],
    ] as const) {
      expect(
        (await add(ops, body(co.id, { content, riskDegree: degree, includedTime: '2025-07-01 23:30:00' }))).status,
      ).toBe(200);
    }
  });

  it('when operations exports with filters then the sheet holds exactly the rows the list returns, and the export is logged with filters and count', async () => {
    const query = { riskDegree: '2', sort: 'includedTime,DESC' };
    const res = await exportOf(ops, query);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readXlsx(res.raw.rawPayload);
    expect(sheet[0]).toEqual([
      '公司名称',
      '统一社会信用代码',
      '注册地',
      '派单区县',
      '风险点',
      '风险程度',
      '风险类别',
      '风险维度',
      '风险内容',
      '信息来源',
      '纳入时间',
    ]);
    const listed = await listOf(ops, query);
    expect(sheet.slice(1)).toEqual(listed.map(asCells));
    expect(sheet.length - 1).toBe(await countInDb(null, 2));
    expect(sheet.slice(1).some((r) => r[8] === '导出甲' && r[5] === '高' && r[10] === '2025-07-01')).toBe(true);
    const [log] = (await exportLogs()).slice(-1);
    expect(log.newValue).toEqual({ filters: { riskDegree: 2, sort: ['includedTime,DESC'] }, rows: sheet.length - 1 });
  });

  it('when a role without riskCompanyInfo:downLoad exports then 403 and no export is logged', async () => {
    const before = (await exportLogs()).length;
    const res = await exportOf(chaoyang, {});
    expect(res.status).toBe(403);
    expect((await exportLogs()).length).toBe(before);
  });

  it('when a district user with the permission exports then only its district is in the sheet, and another district answers an empty sheet', async () => {
    await t.db
      .update(role)
      .set({ permissions: sql`array_append(${role.permissions}, 'riskCompanyInfo:downLoad')` })
      .where(eq(role.name, '区人社局'));
    const sheet = await readXlsx((await exportOf(chaoyang, { riskDegree: '2' })).raw.rawPayload);
    expect(new Set(sheet.slice(1).map((r) => r[3]))).toEqual(new Set(['朝阳区']));
    expect(sheet.length - 1).toBe(await countInDb('朝阳区', 2));
    expect(sheet.slice(1)).toEqual((await listOf(chaoyang, { riskDegree: '2' })).map(asCells));
    const asked = await readXlsx((await exportOf(chaoyang, { companyRegion: '海淀区' })).raw.rawPayload);
    expect(asked.length).toBe(1);
  });

  it('when the export sort is unknown then 400', async () => {
    expect((await exportOf(ops, { sort: 'content,ASC' })).status).toBe(400);
  });
});
