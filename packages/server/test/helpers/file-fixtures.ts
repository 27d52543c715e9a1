import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { fileStoreCalls } from '@risk/shared/api/files';
import { smallPdf } from './small-pdf.ts';
import type { TestApp } from './test-app.ts';

/** Small files whose bytes are what their names say. */
export const SAMPLE = {
  pdf: (text = '政策原文') => smallPdf(`${text} ${crypto.randomBytes(16).toString('hex')}`),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(32)]),
  jpg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(32)]),
  /** a zip directory naming the parts of a Word document */
  docx: () =>
    Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('[Content_Types].xml word/document.xml'),
      crypto.randomBytes(32),
    ]),
  xlsx: async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Sheet1').addRow(['a']);
    return Buffer.from(await wb.xlsx.writeBuffer());
  },
  exe: () => Buffer.concat([Buffer.from('MZ'), crypto.randomBytes(64)]),
};

export interface FormPart {
  name: string;
  value?: string;
  file?: { fileName: string; content: Buffer };
}

/** A multipart/form-data body with text fields and any number of file parts, as a browser's FormData sends it. */
export function form(parts: FormPart[]) {
  const boundary = `----risk${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if (p.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${encodeURIComponent(p.file.fileName)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        p.file.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads one file to the store as a user; answers the call. */
export function upload(
  t: TestApp,
  token: string,
  name: string,
  content: Buffer,
  call: typeof fileStoreCalls.upload | typeof fileStoreCalls.uploadPicture = fileStoreCalls.upload,
) {
  return t.send(token, call, { query: { name }, ...form([{ name: 'file', file: { fileName: name, content } }]) });
}

/** The Chinese name a download carries (RFC 5987 filename*). */
export function downloadName(disposition: string | undefined): string {
  const m = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '');
  return m ? decodeURIComponent(m[1]) : '';
}
