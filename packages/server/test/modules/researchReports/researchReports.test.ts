import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researchReportCalls as calls } from '@risk/shared/api/content';
import { DEMO_FILE_DIR, seedResearchReports } from '../../../src/seed/research-reports.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { downloadName } from '../../helpers/file-fixtures.ts';

let t: TestApp;
let city: string;
let seeded: number;

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedResearchReports(t.db);
  city = await t.login('city');
});
afterAll(() => t.close());

describe('research reports', () => {
  it('when the demo reports are seeded then nine PDFs are listed, newest first', async () => {
    const page = (await t.send(city, calls.list, { query: { size: '20' } })).body.content;
    expect(seeded).toBe(9);
    expect(page.metadata.totalElements).toBe(9);
    const dates = page.content.map((c) => c.content.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.content.every((c) => c.content.fileName.endsWith('.pdf'))).toBe(true);
  });

  it('when a report is opened inline then the committed PDF comes back byte-identical as application/pdf', async () => {
    const page = (await t.send(city, calls.list, { query: { title: '年度研究报告' } })).body.content;
    const row = page.content[0].content;
    const res = await t.send(city, calls.download, { params: { id: row.id }, query: { inline: '1' } });
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    expect(String(res.raw.headers['content-disposition'])).toMatch(/^inline;/);
    const committed = fs.readFileSync(path.join(DEMO_FILE_DIR, 'report-09.pdf'));
    expect(Buffer.compare(res.raw.rawPayload, committed)).toBe(0);
    expect(res.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const dl = await t.send(city, calls.download, { params: { id: row.id } });
    expect(downloadName(dl.raw.headers['content-disposition'] as string)).toBe(`${row.title}.pdf`);
  });

  it('when an unknown report is asked then 404; without a session 401', async () => {
    expect((await t.send(city, calls.download, { params: { id: 99999 } })).status).toBe(404);
    expect((await t.send(null, calls.list)).status).toBe(401);
  });
});
