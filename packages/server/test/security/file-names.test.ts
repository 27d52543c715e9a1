import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG } from '@risk/shared/files';
import { fileStoreCalls } from '@risk/shared/api/files';
import { storedFile } from '../../src/db/schema/content.ts';
import { contentDisposition } from '../../src/platform/http/download-name.ts';
import { downloadName, form, SAMPLE, upload } from '../helpers/file-fixtures.ts';
import { createTestApp, tableDigest, type TestApp } from '../helpers/test-app.ts';

/**
 * File names that read as another (docs/security.md §11): a right-to-left override shows
 * `报告\u202Efdp.exe` as `报告exe.pdf`. Refused at upload; never sent in a download's header.
 */
let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
});
afterAll(() => t.close());

/** One of each kind of hidden character, inside an otherwise ordinary name. */
const HIDDEN = {
  'right-to-left override': '\u202E',
  'left-to-right embedding': '\u202A',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'right-to-left mark': '\u200F',
  'left-to-right mark': '\u200E',
  'zero width space': '\u200B',
  'byte-order mark': '\uFEFF',
  bell: '\u0007',
  'C1 next line': '\u0085',
  'line separator': '\u2028',
};
/** Every character a download header must not carry (controls, format characters, separators). */
const NOT_IN_HEADERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

describe('hidden characters in file names', () => {
  it('when an upload’s name carries one, in the query or the multipart part, then 400 with the Chinese message and nothing is stored', async () => {
    const before = await tableDigest(t.db, 'sys_file');
    for (const [what, c] of Object.entries(HIDDEN)) {
      const name = `报告${c}fdp.pdf`;
      const byQuery = await upload(t, ops, name, SAMPLE.pdf());
      expect([what, byQuery.status, byQuery.body.message]).toEqual([what, 400, FILE_MSG.hiddenChars]);
      const byPart = await t.send(ops, fileStoreCalls.upload, {
        ...form([{ name: 'file', file: { fileName: name, content: SAMPLE.pdf() } }]),
      });
      expect([what, byPart.status, byPart.body.message]).toEqual([what, 400, FILE_MSG.hiddenChars]);
    }
    expect(await tableDigest(t.db, 'sys_file')).toBe(before);
  });

  it('when a stored name carries them (kept by an older release) then the download header leaves them out', async () => {
    const up = await upload(t, ops, '现场.png', SAMPLE.png(), fileStoreCalls.uploadPicture);
    const spoofed = `现场${Object.values(HIDDEN).join('')}gnp.exe`;
    await t.db.update(storedFile).set({ fileName: spoofed }).where(eq(storedFile.id, up.body.content.id));
    const res = await t.send(ops, fileStoreCalls.picture, { params: { id: up.body.content.id } });
    expect(res.status).toBe(200);
    const header = String(res.raw.headers['content-disposition']);
    expect(decodeURIComponent(header)).not.toMatch(NOT_IN_HEADERS);
    expect(downloadName(header)).toBe('现场gnp.exe');
  });

  it('when a download is named after a record (a title, a company) then no hidden character or lone surrogate reaches the header', () => {
    const header = contentDisposition(`报告\u202Eslx.exe\uD800\u0000.xlsx`);
    expect(decodeURIComponent(header)).not.toMatch(NOT_IN_HEADERS);
    expect(downloadName(header)).toBe('报告slx.exe.xlsx');
    expect(header).toMatch(/^attachment; filename="__slx\.exe\.xlsx"; /);
  });
});
