import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import { RESEARCH_REPORT_SORT_FIELDS, type ResearchReportRow } from '@risk/shared/api/content';
import type { PageQuery } from '@risk/shared/wire';
import type { DbOrTx } from '../../db/client.ts';
import { researchReport, storedFile } from '../../db/schema/content.ts';
import { notFound } from '../../platform/http/errors.ts';
import { allOf, likeText, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { loadFile, type LoadedFile } from '../files/service.ts';

const columns = {
  id: researchReport.id,
  title: researchReport.title,
  summary: researchReport.summary,
  publishDate: researchReport.publishDate,
  fileId: researchReport.fileId,
  fileName: storedFile.fileName,
  size: storedFile.size,
};

/** 风险报告: the research reports, newest first (or as sorted). */
export async function listResearchReports(db: DbOrTx, q: PageQuery & { title?: string }) {
  const where = allOf(q.title ? ilike(researchReport.title, likeText(q.title)) : undefined);
  const order = q.sort?.length
    ? orderBy(
        q.sort,
        { publishDate: researchReport.publishDate, title: researchReport.title } satisfies SortColumns<
          typeof RESEARCH_REPORT_SORT_FIELDS
        >,
        'publishDate,DESC',
        researchReport.id,
      )
    : [desc(researchReport.publishDate), asc(researchReport.sort), desc(researchReport.id)];
  const rows: ResearchReportRow[] = await db
    .select(columns)
    .from(researchReport)
    .innerJoin(storedFile, eq(storedFile.id, researchReport.fileId))
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset(offsetOf(q));
  const [{ n }] = await db.select({ n: count() }).from(researchReport).where(where);
  return { rows, total: n };
}

export async function openResearchReport(db: DbOrTx, id: number): Promise<LoadedFile> {
  const [row] = await db
    .select({ fileId: researchReport.fileId })
    .from(researchReport)
    .where(eq(researchReport.id, id));
  if (!row) throw notFound(MSG.notFound);
  return loadFile(db, row.fileId, 'researchReport');
}
