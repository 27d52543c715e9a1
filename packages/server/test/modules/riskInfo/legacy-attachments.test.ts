import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riskCompanyInfo, riskCompanyInfoFile } from '../../../src/db/schema/pool.ts';
import { importLegacyAttachments } from '../../../src/modules/riskInfo/attachments.ts';
import { riskInfoCalls } from '@risk/shared/api/riskInfo';
import { createTestApp, rowCounts, type TestApp } from '../../helpers/test-app.ts';
import { downloadName } from '../../helpers/file-fixtures.ts';
import { poolEntry } from '../../helpers/pool-fixtures.ts';

const dataDir = `/tmp/legacy-attachments-test-${process.pid}`;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('attachments written to disk before the file store (migration 0014)', () => {
  it('when the server starts then each one still named by a row moves into the store once and downloads byte-identical', async () => {
    const company = await poolEntry(t.db, { companyName: '北京旧附件迁移测试有限公司', companyRegion: '海淀区' });
    const [info] = await t.db
      .insert(riskCompanyInfo)
      .values({ riskCompanyId: company.id, riskPoint: '2', riskDegree: 1, category: '2', content: '旧附件' })
      .returning();
    const id = crypto.randomBytes(16).toString('hex');
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(128)]);
    fs.mkdirSync(path.join(dataDir, 'files'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', id), bytes);
    const [row] = await t.db
      .insert(riskCompanyInfoFile)
      .values({
        riskCompanyInfoId: info.id,
        riskCompanyId: company.id,
        fileName: '欠薪名单.pdf',
        fileId: id,
        size: bytes.length,
      })
      .returning();

    const files = (await rowCounts(t.db, ['sys_file'])).sys_file;
    expect(await importLegacyAttachments(t.db, dataDir)).toBe(1);
    expect(await importLegacyAttachments(t.db, dataDir)).toBe(0);
    expect((await rowCounts(t.db, ['sys_file'])).sys_file).toBe(files + 1);

    const ops = await t.login('ops');
    const download = await t.send(ops, riskInfoCalls.attachment, { params: { id: row.id } });
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.raw.rawPayload, bytes)).toBe(0);
    expect(downloadName(download.raw.headers['content-disposition'] as string)).toBe('欠薪名单.pdf');
  });
});
