import fs from 'node:fs';
import path from 'node:path';
import type { DbOrTx } from '../db/client.ts';
import { researchReport } from '../db/schema/content.ts';
import { storeFile } from '../modules/files/service.ts';
import { serverRoot } from '../package-root.ts';

/** The committed demo research reports (scripts/demo-pdfs/generate.mjs writes them). */
export const DEMO_FILE_DIR = path.join(serverRoot, 'src/seed/demo-files');

interface ReportSeed {
  file: string;
  title: string;
  publishDate: string;
  summary: string;
}

/** 风险报告 of the demo: nine research-report PDFs with Chinese text, kept in the file store like any upload. */
export async function seedResearchReports(db: DbOrTx): Promise<number> {
  const reports = JSON.parse(fs.readFileSync(path.join(DEMO_FILE_DIR, 'reports.json'), 'utf8')) as ReportSeed[];
  for (const [i, r] of reports.entries()) {
    const buffer = fs.readFileSync(path.join(DEMO_FILE_DIR, r.file));
    const fileName = `${r.title}.pdf`;
    const stored = await storeFile(db, null, { fileName, buffer }, { fileName, kind: 'pdf' }, 'researchReport');
    await db.insert(researchReport).values({
      title: r.title,
      summary: r.summary,
      publishDate: r.publishDate,
      fileId: stored.id,
      sort: i,
    });
  }
  return reports.length;
}
