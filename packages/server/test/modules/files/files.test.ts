import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG, DOCUMENT_KINDS, PICTURE_KINDS } from '@risk/shared/files';
import { MSG } from '@risk/shared/messages';
import { createTestApp, rowCounts, type TestApp } from '../../helpers/test-app.ts';
import { fileStoreCalls as calls } from '@risk/shared/api/files';
import { SAMPLE, upload } from '../../helpers/file-fixtures.ts';

let t: TestApp;
let ops: string;
let city: string;
let haidian: string;

beforeAll(async () => {
  // A 1 MB limit shows the size rule without building 50 MB bodies.
  t = await createTestApp({ UPLOAD_MAX_MB: '1' });
  [ops, city, haidian] = await Promise.all([t.login('ops'), t.login('city'), t.login('haidian')]);
});
afterAll(() => t.close());

const files = async () => (await rowCounts(t.db, ['sys_file'])).sys_file;

describe('the file store', () => {
  it('when an allowed role uploads a pdf then it is stored in the database with its Chinese name, size and kind', async () => {
    const content = SAMPLE.pdf();
    const res = await upload(t, ops, '2025年稳岗政策.pdf', content);
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ fileName: '2025年稳岗政策.pdf', size: content.length });
    expect(res.body.content.id).toMatch(/^[0-9a-f]{32}$/);
    const stored = (await t.db.execute(
      sql`select kind, owner, octet_length(data)::int as n from sys_file where id = ${res.body.content.id}`,
    )) as unknown as { rows: { kind: string; owner: string | null; n: number }[] };
    expect(stored.rows[0]).toEqual({ kind: 'pdf', owner: null, n: content.length });
  });

  it('when each accepted kind is uploaded with its real content then it is accepted', async () => {
    const samples: [string, Buffer][] = [
      ['通知.docx', SAMPLE.docx()],
      ['名单.xlsx', await SAMPLE.xlsx()],
      ['照片.png', SAMPLE.png()],
      ['照片.jpg', SAMPLE.jpg()],
    ];
    for (const [name, content] of samples) expect((await upload(t, ops, name, content)).status).toBe(200);
  });

  it('when the city (no upload permission) uploads then 403 and nothing is stored', async () => {
    const before = await files();
    expect((await upload(t, city, 'a.pdf', SAMPLE.pdf())).status).toBe(403);
    expect(await files()).toBe(before);
  });

  it('when a file is too large, of a forbidden type, renamed, empty or named with a path then 4xx with the Chinese message and nothing is stored', async () => {
    const before = await files();
    const cases: [string, Buffer, number, string][] = [
      ['大文件.pdf', Buffer.concat([SAMPLE.pdf(), Buffer.alloc(1024 * 1024)]), 413, FILE_MSG.tooLarge(1)],
      ['程序.exe', SAMPLE.exe(), 400, FILE_MSG.forbiddenType(DOCUMENT_KINDS)],
      ['程序.pdf', SAMPLE.exe(), 400, FILE_MSG.contentMismatch],
      ['表格改名.docx', await SAMPLE.xlsx(), 400, FILE_MSG.contentMismatch],
      ['图片改名.pdf', SAMPLE.png(), 400, FILE_MSG.contentMismatch],
      ['空文件.pdf', Buffer.alloc(0), 400, FILE_MSG.empty],
      ['../../etc/passwd.pdf', SAMPLE.pdf(), 400, FILE_MSG.badName],
      ['..\\up.pdf', SAMPLE.pdf(), 400, FILE_MSG.badName],
      ['无扩展名', SAMPLE.pdf(), 400, FILE_MSG.forbiddenType(DOCUMENT_KINDS)],
    ];
    for (const [name, content, status, message] of cases) {
      const res = await upload(t, ops, name, content);
      expect([name, res.status, res.body.message]).toEqual([name, status, message]);
    }
    expect(await files()).toBe(before);
  });

  it('when a picture is uploaded then only jpg and png are accepted, and it can be viewed inline', async () => {
    const pic = SAMPLE.png();
    const ok = await upload(t, ops, '现场.png', pic, calls.uploadPicture);
    expect(ok.status).toBe(200);
    const view = await t.send(haidian, calls.picture, { params: { id: ok.body.content.id } });
    expect(view.status).toBe(200);
    expect(view.raw.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(view.raw.rawPayload, pic)).toBe(0);
    const pdf = await upload(t, ops, '文件.pdf', SAMPLE.pdf(), calls.uploadPicture);
    expect([pdf.status, pdf.body.message]).toEqual([400, FILE_MSG.forbiddenType(PICTURE_KINDS)]);
  });

  it('when an unsaved upload is dropped then it is gone; another user cannot drop it', async () => {
    const up = await upload(t, ops, '草稿.pdf', SAMPLE.pdf());
    const id = up.body.content.id;
    const foreign = await t.send(haidian, calls.discard, { query: { path: id } });
    expect(foreign.status).toBe(400);
    const drop = await t.send(ops, calls.discard, { query: { path: id } });
    expect([drop.status, drop.body.message]).toEqual([200, MSG.deleted]);
    const again = await t.send(ops, calls.discard, { query: { path: id } });
    expect([again.status, again.body.message]).toEqual([400, FILE_MSG.missing]);
    const bad = await t.send(ops, calls.discard, { query: { path: '../x' } });
    expect(bad.status).toBe(400);
  });
});
