import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG } from '@risk/shared/files';
import { fileStoreCalls } from '@risk/shared/api/files';
import { storedFile } from '../../src/db/schema/content.ts';
import { DEMO_FILE_DIR } from '../../src/seed/research-reports.ts';
import { SAMPLE, upload } from '../helpers/file-fixtures.ts';
import { smallPdf } from '../helpers/small-pdf.ts';
import { createTestApp, tableDigest, type TestApp } from '../helpers/test-app.ts';

/**
 * Crafted files under a document's name (docs/security.md §11): the store keeps a file only when
 * its bytes are the kind its name says, whole, and carry no page or archive besides.
 */
let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
});
afterAll(() => t.close());

const bytes = (...parts: (string | Buffer | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
/** A zip's first entry (local header, stored, named `a.pdf`) and its end record. */
const zipEntry = (content: Buffer) =>
  bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0], Buffer.alloc(16), [5, 0, 0, 0], 'a.pdf', content);
const zipEnd = bytes([0x50, 0x4b, 0x05, 0x06], Buffer.alloc(18));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('upload content', () => {
  it('when a crafted file is uploaded under a document’s name then 400 and nothing is stored', async () => {
    const pdf = smallPdf('原文');
    const cases: [string, string, Buffer][] = [
      [
        'an HTML page carrying the PDF marker',
        '政策.pdf',
        bytes('<!DOCTYPE html><html><body>%PDF-1.4<script>alert(1)</script>'),
      ],
      ['the marker after a few bytes of junk', '政策.pdf', bytes('  ', pdf)],
      ['the marker after a byte-order mark', '政策.pdf', bytes([0xef, 0xbb, 0xbf], pdf)],
      ['a PDF cut off before its trailer', '政策.pdf', pdf.subarray(0, 150)],
      [
        'a PDF header over an HTML page',
        '政策.pdf',
        bytes('%PDF-1.4\n<html><script>alert(1)</script></html>\nstartxref\n9\n%%EOF\n'),
      ],
      ['a zip renamed .pdf', '政策.pdf', await SAMPLE.xlsx()],
      ['a zip holding a PDF in its first kilobyte', '政策.pdf', bytes(zipEntry(pdf), zipEnd)],
      ['a PDF with a zip appended', '政策.pdf', bytes(pdf, zipEntry(Buffer.from('x')), zipEnd)],
      ['a PNG carrying a script', '照片.png', bytes(PNG_SIGNATURE, '<script>alert(1)</script>')],
      ['a JPEG carrying a page', '照片.jpg', bytes([0xff, 0xd8, 0xff, 0xe0], '<html><body onload=alert(1)>')],
      ['a Word package carrying a script', '通知.docx', bytes(SAMPLE.docx(), '<SCRIPT>alert(1)</SCRIPT>')],
    ];
    const before = await tableDigest(t.db, 'sys_file');
    for (const [what, name, content] of cases) {
      const res = await upload(t, ops, name, content);
      expect([what, res.status, res.body.message]).toEqual([what, 400, FILE_MSG.contentMismatch]);
    }
    const picture = await upload(t, ops, '照片.png', cases[8][2], fileStoreCalls.uploadPicture);
    expect([picture.status, picture.body.message]).toEqual([400, FILE_MSG.contentMismatch]);
    expect(await tableDigest(t.db, 'sys_file')).toBe(before);
  });

  it('when real documents are uploaded then they are kept as their kind', async () => {
    const demoPdf = fs.readFileSync(path.join(DEMO_FILE_DIR, 'report-01.pdf'));
    const cases: [string, Buffer, string][] = [
      ['研究报告.pdf', demoPdf, 'pdf'],
      ['通知.pdf', smallPdf('通知'), 'pdf'],
      ['名单.xlsx', await SAMPLE.xlsx(), 'xlsx'],
      ['照片.png', bytes(PNG_SIGNATURE, Buffer.alloc(64)), 'png'],
    ];
    for (const [name, content, kind] of cases) {
      const res = await upload(t, ops, name, content);
      expect([name, res.status]).toEqual([name, 200]);
      const [row] = await t.db
        .select({ kind: storedFile.kind })
        .from(storedFile)
        .where(eq(storedFile.id, res.body.content.id));
      expect([name, row.kind]).toEqual([name, kind]);
    }
  });
});
