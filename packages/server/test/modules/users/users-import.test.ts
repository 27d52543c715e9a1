import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@risk/shared/messages';
import { USER_IMPORT_HEADERS } from '@risk/shared/schemas/users';
import { downloadName } from '../../helpers/file-fixtures.ts';
import { createTestApp, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { multipart, readXlsx, xlsx } from './multipart.ts';
import { userCalls } from '@risk/shared/api/system';
import { importThroughJob } from '../../helpers/import-job.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // the import cap lowered from its 200 MB default, so the test's file over it stays small
  t = await createTestApp({ IMPORT_MAX_FILE_MB: '10' });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const HEADERS = [...USER_IMPORT_HEADERS];
const row = (username: string, over: Partial<Record<string, string>> = {}) => {
  const v = {
    用户名: username,
    姓名: '导入用户',
    性别: '男',
    手机号: '13700001111',
    邮箱: `${username}@bj.gov.cn`,
    部门: '海淀区人社局',
    角色: '区人社局',
    初始密码: 'Import#2026',
    ...over,
  };
  return HEADERS.map((h) => v[h as keyof typeof v]);
};

const upload = async (token: string, file: Buffer, name = 'users.xlsx') =>
  importThroughJob(t, token, userCalls.importExcel, multipart(name, file));
const userTables = async () => [await tableDigest(t.db, 'sys_user'), await tableDigest(t.db, 'sys_users_roles')].join();

describe('template and download', () => {
  it('when the template is downloaded then it is an xlsx with exactly the import headers', async () => {
    const res = await t.send(admin, userCalls.template);
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toContain('spreadsheetml');
    expect(res.raw.headers['content-disposition']).toMatch(/^attachment;/);
    expect(downloadName(res.raw.headers['content-disposition'])).toBe('用户导入模板.xlsx');
    expect(await readXlsx(res.raw.rawPayload)).toEqual([HEADERS]);
  });

  it('when users are downloaded then every matching row comes with masked phones', async () => {
    const res = await t.send(admin, userCalls.download, { query: { blurry: 'city' } });
    expect(res.status).toBe(200);
    const rows = await readXlsx(res.raw.rawPayload);
    expect(rows[0]).toEqual(['用户名', '姓名', '性别', '手机号', '邮箱', '部门', '角色', '状态', '创建时间']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['city', 'city2']);
    expect(rows.slice(1).every((r) => /^138\*{4}\d{4}$/.test(r[3]))).toBe(true);
  });

  it('when a user without user:downLoad or user:upload asks then 403', async () => {
    const city = await t.login('city');
    expect((await t.send(city, userCalls.download)).status).toBe(403);
    expect((await t.send(city, userCalls.template)).status).toBe(403);
    expect((await upload(city, await xlsx(HEADERS, [row('imp_x')]))).status).toBe(403);
  });
});

describe('import refusals write nothing', () => {
  it('when rows are bad then 400 with every refusal by row and column, and no user is created', async () => {
    const before = await userTables();
    const file = await xlsx(HEADERS, [
      row('imp_ok'),
      row('imp_bad', { 手机号: '123', 邮箱: 'nope', 性别: '未知' }),
      row('imp_dept', { 部门: '不存在的部门', 角色: '不存在的角色' }),
      row('imp_pw', { 初始密码: 'weakpass' }),
      row('', { 姓名: '' }),
      row('imp_ok'),
      row('city'),
    ]);
    const res = await upload(admin, file);
    expect(res.status).toBe(400);
    const refused = res.body.content.refused;
    expect(res.body.message).toBe(MSG.importRefused(refused.length));
    expect(res.body.content.created).toBe(0);
    const at = (r: number, column: string) =>
      refused.filter((x) => x.row === r && x.column === column).map((x) => x.reason);
    expect(at(2, '用户名')).toEqual([]);
    expect(at(3, '手机号')).toEqual(['请输入正确的11位手机号码']);
    expect(at(3, '邮箱')).toEqual(['邮箱格式不正确']);
    expect(at(3, '性别')).toEqual(['性别只能是男或女']);
    expect(at(4, '部门')).toEqual(['所选部门不存在或不在您的管辖范围内']);
    expect(at(4, '角色')).toEqual(['所选角色不存在：不存在的角色']);
    expect(at(5, '初始密码')).toEqual([MSG.passwordRule]);
    expect(at(6, '用户名')).toEqual(['用户名不能为空']);
    expect(at(6, '姓名')).toEqual(['姓名不能为空']);
    expect(at(7, '用户名')).toEqual(['与第 2 行的用户名重复']);
    expect(at(8, '用户名')).toEqual([MSG.usernameTaken]);
    expect(await userTables()).toBe(before);
  });

  it('when the header differs from the template then 400 表头与模板不一致', async () => {
    const before = await userTables();
    const res = await upload(admin, await xlsx(['用户名', '姓名'], [['a', 'b']]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.wrongColumns(HEADERS.join('、')));
    expect(await userTables()).toBe(before);
  });

  it('when the sheet has no data rows then 400 文件中没有数据', async () => {
    const res = await upload(admin, await xlsx(HEADERS, []));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.emptyFile);
  });

  it('when the file is not a spreadsheet (by name or by content) then 400', async () => {
    const good = await xlsx(HEADERS, [row('imp_name')]);
    for (const [name, content] of [
      ['users.csv', good],
      ['users.xlsx', Buffer.from('用户名,姓名\nzhang,张三')],
    ] as const) {
      const res = await upload(admin, content, name);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.notSpreadsheet);
    }
  });

  it('when the file is over 10 MB then 413 and nothing is written', async () => {
    const before = await userTables();
    const big = Buffer.concat([await xlsx(HEADERS, [row('imp_big')]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(admin, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(MSG.fileTooLarge(10));
    expect(await userTables()).toBe(before);
  });

  it('when the request carries no file field then 400 请选择要上传的文件', async () => {
    const res = await importThroughJob(
      t,
      admin,
      userCalls.importExcel,
      multipart('users.xlsx', await xlsx(HEADERS, [row('x')]), 'other'),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('请选择要上传的文件');
  });
});

describe('import success', () => {
  it('when every row is valid then all users are created in one go and can log in with their initial password', async () => {
    const res = await upload(
      admin,
      await xlsx(HEADERS, [row('imp_a'), row('imp_b', { 角色: '区人社局、市人社局', 部门: '市人社局' })]),
    );
    expect(res.status).toBe(200);
    expect(res.body.content).toEqual({ created: 2, refused: [] });
    expect(res.body.message).toBe(MSG.imported(2));
    await t.login('imp_a', 'Import#2026');
    const b = await t.send(admin, userCalls.list, { query: { blurry: 'imp_b' } });
    expect(b.body.content.content[0].content.roles.map((r) => r.name).sort()).toEqual(['区人社局', '市人社局'].sort());
  });

  it('when the same file is imported again then every row is refused as taken', async () => {
    const res = await upload(admin, await xlsx(HEADERS, [row('imp_a')]));
    expect(res.status).toBe(400);
    expect(res.body.content.refused).toEqual([{ row: 2, column: '用户名', reason: MSG.usernameTaken }]);
  });
});
