import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, FILE_MSG } from '@risk/shared/files';
import { MSG } from '@risk/shared/messages';
import { policyCalls as calls } from '@risk/shared/api/content';
import { role } from '../../../src/db/schema/system.ts';
import { POLICY_MSG } from '../../../src/modules/policy/service.ts';
import { createTestApp, rowCounts, tableDigest, type TestApp } from '../../helpers/test-app.ts';
import { downloadName, form, SAMPLE, upload, type FormPart } from '../../helpers/file-fixtures.ts';

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;

beforeAll(async () => {
  t = await createTestApp();
  [ops, city, haidian] = await Promise.all([t.login('ops'), t.login('city'), t.login('haidian')]);
});
afterAll(() => t.close());

const fields = (extra: Record<string, string> = {}): FormPart[] =>
  Object.entries({
    title: '关于做好稳岗返还工作的通知',
    summary: '稳岗返还的对象、标准与流程',
    type: '4',
    ...extra,
  }).map(([name, value]) => ({ name, value }));
const file = (fileName: string, content: Buffer): FormPart => ({ name: 'file', file: { fileName, content } });
const add = (token: string, parts: FormPart[]) => t.send(token, calls.add, form(parts));
const list = async (token: string, query: Record<string, string> = {}) =>
  (await t.send(token, calls.list, { query })).body.content;
const download = (token: string, fileId: string) => t.send(token, calls.download, { query: { fileId } });
const digest = () => Promise.all(['biz_policy', 'biz_policy_file', 'sys_file'].map((x) => tableDigest(t.db, x)));

describe('policy', () => {
  it('when operations adds a policy with two files then the list shows it and each file downloads byte-identical under its Chinese name', async () => {
    const a = SAMPLE.pdf('稳岗返还');
    const b = SAMPLE.docx();
    const res = await add(ops, [...fields(), file('稳岗返还通知.pdf', a), file('申请表.docx', b)]);
    expect([res.status, res.body.message]).toEqual([200, MSG.added]);
    const row = (await list(city, { title: '稳岗返还' })).content
      .map((c) => c.content)
      .find((p) => p.id === res.body.content.id)!;
    expect(row.files.map((f) => f.fileName)).toEqual(['稳岗返还通知.pdf', '申请表.docx']);
    for (const [f, bytes] of [
      [row.files[0], a],
      [row.files[1], b],
    ] as const) {
      const dl = await download(haidian, f.fileId);
      expect(dl.status).toBe(200);
      expect(Buffer.compare(dl.raw.rawPayload, bytes)).toBe(0);
      expect(downloadName(dl.raw.headers['content-disposition'] as string)).toBe(f.fileName);
    }
  });

  it('when a file uploaded first (toolLocalStorage) is named by id then it is saved with the policy; another user’s upload is refused', async () => {
    const up = await upload(t, ops, '解读.pdf', SAMPLE.pdf());
    const res = await add(ops, [...fields({ title: '政策解读', fileIds: up.body.content.id })]);
    expect(res.status).toBe(200);
    expect((await t.send(ops, calls.detail, { params: { id: res.body.content.id } })).body.content.files).toEqual([
      { fileId: up.body.content.id, fileName: '解读.pdf', size: up.body.content.size },
    ]);
    const other = await upload(t, await t.login('admin'), '他人.pdf', SAMPLE.pdf());
    const refused = await add(ops, [...fields({ fileIds: other.body.content.id })]);
    expect([refused.status, refused.body.message]).toEqual([400, FILE_MSG.missing]);
  });

  it('when the city or a district (no policy:add) adds, edits or deletes then 403 and nothing is written', async () => {
    const before = await digest();
    expect((await add(city, [...fields(), file('a.pdf', SAMPLE.pdf())])).status).toBe(403);
    expect((await add(haidian, [...fields(), file('a.pdf', SAMPLE.pdf())])).status).toBe(403);
    expect((await t.send(city, calls.edit, form([...fields(), { name: 'id', value: '1' }]))).status).toBe(403);
    expect((await t.send(city, calls.remove, { body: [1] })).status).toBe(403);
    expect(await digest()).toEqual(before);
  });

  it('when a field is empty, the type is unknown, no file is sent, or a file is bad then 4xx with the message and nothing is written', async () => {
    const before = await digest();
    const cases: [FormPart[], number, string][] = [
      [[...fields({ title: '  ' }), file('a.pdf', SAMPLE.pdf())], 400, `标题${MSG.required}`],
      [[...fields({ type: '' }), file('a.pdf', SAMPLE.pdf())], 400, `政策类型${MSG.required}`],
      [[...fields({ type: '99' }), file('a.pdf', SAMPLE.pdf())], 400, POLICY_MSG.type],
      [fields(), 400, POLICY_MSG.noFile],
      [[...fields(), file('a.pdf', SAMPLE.pdf()), file('改名.pdf', SAMPLE.png())], 400, FILE_MSG.contentMismatch],
      [[...fields(), file('../a.pdf', SAMPLE.pdf())], 400, FILE_MSG.badName],
      [[...fields(), file('a.bat', SAMPLE.exe())], 400, FILE_MSG.forbiddenType(DOCUMENT_KINDS)],
    ];
    for (const [parts, status, message] of cases) {
      const res = await add(ops, parts);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await digest()).toEqual(before);
  });

  it('when a policy is edited keeping one file and adding another then the dropped file leaves the store', async () => {
    const created = await add(ops, [
      ...fields({ title: '待编辑政策' }),
      file('一.pdf', SAMPLE.pdf()),
      file('二.pdf', SAMPLE.pdf()),
    ]);
    const id = created.body.content.id;
    const before = (await t.send(ops, calls.detail, { params: { id } })).body.content.files;
    const filesBefore = (await rowCounts(t.db, ['sys_file'])).sys_file;
    const res = await t.send(
      ops,
      calls.edit,
      form([
        ...fields({ title: '已编辑政策', id: String(id), fileIds: before[0].fileId }),
        file('三.pdf', SAMPLE.pdf()),
      ]),
    );
    expect([res.status, res.body.message]).toEqual([200, MSG.updated]);
    const after = (await t.send(ops, calls.detail, { params: { id } })).body.content;
    expect(after.title).toBe('已编辑政策');
    expect(after.files.map((f) => f.fileName)).toEqual(['一.pdf', '三.pdf']);
    expect((await rowCounts(t.db, ['sys_file'])).sys_file).toBe(filesBefore);
    const gone = await download(ops, before[1].fileId);
    expect(gone.status).toBe(404);
  });

  it('when policies are deleted then their files leave the store; an unknown id deletes nothing', async () => {
    const created = await add(ops, [...fields({ title: '待删除政策' }), file('删.pdf', SAMPLE.pdf())]);
    const before = await digest();
    const bad = await t.send(ops, calls.remove, { body: [created.body.content.id, 999999] });
    expect([bad.status, bad.body.message]).toEqual([404, MSG.notFound]);
    expect(await digest()).toEqual(before);
    const filesBefore = (await rowCounts(t.db, ['sys_file'])).sys_file;
    expect((await t.send(ops, calls.remove, { body: [created.body.content.id] })).status).toBe(200);
    expect((await rowCounts(t.db, ['sys_file'])).sys_file).toBe(filesBefore - 1);
  });

  it('when the list is paged, sorted by upload time and filtered then it answers the rows the database holds; an unknown sort is 400', async () => {
    const all = await list(ops, { size: '100' });
    const counted = (await rowCounts(t.db, ['biz_policy'])).biz_policy;
    expect(all.metadata.totalElements).toBe(counted);
    const asc = await list(ops, { size: '100', sort: 'uploadTime,ASC' });
    const times = asc.content.map((c) => c.content.uploadTime);
    expect(times).toEqual([...times].sort());
    const paged = await list(ops, { size: '1', page: '1' });
    expect(paged.content).toHaveLength(1);
    expect(paged.metadata.totalPages).toBe(counted);
    expect((await list(ops, { title: '不存在的标题xyz' })).metadata.totalElements).toBe(0);
    const bad = await t.send(ops, calls.list, { query: { sort: 'password,ASC' } });
    expect([bad.status, bad.body.message]).toEqual([400, MSG.unknownSort('password')]);
  });

  it('when a role loses policy:download then its download answers 403', async () => {
    const [first] = (await list(ops)).content;
    const fileId = first.content.files[0].fileId;
    expect((await download(haidian, fileId)).status).toBe(200);
    await t.db
      .update(role)
      .set({ permissions: sql`array_remove(${role.permissions}, 'policy:download')` })
      .where(eq(role.name, '区人社局'));
    const refused = await download(haidian, fileId);
    expect([refused.status, refused.body.message]).toEqual([403, MSG.forbidden]);
  });
});
