import { and, asc, count, eq, like, or } from 'drizzle-orm';
import { normalizeCompanyName } from '@risk/shared/company';
import { REPORT_MSG, type LayoffReportQuery } from '@risk/shared/schemas/reports';
import { type LayoffReportRow, LAYOFF_REPORT_SORT_FIELDS, LAYOFF_REPORT_DEFAULT_SORT } from '@risk/shared/api/reports';
import type { DbOrTx } from '../../db/client.ts';
import { disposalInfo, disposalOrder, layoffReport } from '../../db/schema/disposal.ts';
import { assertInDistrict, districtCondition } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { MSG } from '@risk/shared/messages';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { allOf, likeText, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { addSheet, buildWorkbook } from '../../platform/excel/workbook.ts';
import { layoffStatisticsOf } from '../layoffs/service.ts';
import { reportPeriod } from './time-range.ts';

const SORTABLE: SortColumns<typeof LAYOFF_REPORT_SORT_FIELDS> = {
  reportTime: layoffReport.reportTime,
  createTime: layoffReport.createTime,
  companyName: layoffReport.companyName,
};

/** The layoff report list: district users see their own district only. */
export async function listLayoffReports(
  db: DbOrTx,
  user: AuthUser,
  q: LayoffReportQuery,
): Promise<{ rows: LayoffReportRow[]; total: number }> {
  const where = allOf(
    districtCondition(user, layoffReport.region, q.region),
    q.reportName ? like(layoffReport.reportName, likeText(q.reportName)) : undefined,
    // The stored name keeps the company's spelling: match the text as typed or normalised like every company-name search.
    q.companyName
      ? or(
          like(layoffReport.companyName, likeText(q.companyName)),
          like(layoffReport.companyName, likeText(normalizeCompanyName(q.companyName))),
        )
      : undefined,
    q.startTime || q.endTime ? reportPeriod(layoffReport.reportTime, q.startTime, q.endTime) : undefined,
  );
  const order = orderBy(q.sort, SORTABLE, LAYOFF_REPORT_DEFAULT_SORT, layoffReport.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: layoffReport.id,
        reportName: layoffReport.reportName,
        region: layoffReport.region,
        riskCompanyId: layoffReport.riskCompanyId,
        companyName: layoffReport.companyName,
        reportTime: layoffReport.reportTime,
        fileName: layoffReport.fileName,
      })
      .from(layoffReport)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ total: count() }).from(layoffReport).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, reportTime: r.reportTime.toISOString() })), total };
}

const STAT_COLUMNS = [
  { header: '统计日期', key: 'statDate' },
  { header: '计划裁员人数', key: 'planNum' },
  { header: '实际裁员人数', key: 'actualNum' },
  { header: '按标准补偿人数', key: 'standardNum' },
  { header: '未补偿人数', key: 'noCompensationNum' },
  { header: '其他方式人数', key: 'otherNum' },
  { header: '备注', key: 'remark', width: 40 },
] as const;
const DOWNSIZING_COLUMNS = [
  { header: '裁员时间', key: 'layoffsTime' },
  { header: '裁员人数', key: 'layoffsPerson' },
  { header: '涉及部门', key: 'allDepartment', width: 30 },
  { header: '维稳情况', key: 'opinion', width: 60 },
] as const;

/** A report's file: the company's layoff statistics and its downsizing disposal records, named by the report's fileName. */
export async function layoffReportFile(db: DbOrTx, user: AuthUser, id: number) {
  const [report] = await db.select().from(layoffReport).where(eq(layoffReport.id, id));
  if (!report) throw notFound(MSG.notFound);
  assertInDistrict(user, report.region);
  if (!report.fileName) throw badRequest(REPORT_MSG.noFile);
  const [stats, records] = await Promise.all([
    layoffStatisticsOf(db, report.riskCompanyId),
    db
      .select({ recordDate: disposalInfo.recordDate, data: disposalInfo.data })
      .from(disposalInfo)
      .innerJoin(disposalOrder, eq(disposalOrder.id, disposalInfo.disposalId))
      .where(and(eq(disposalOrder.riskCompanyId, report.riskCompanyId), eq(disposalInfo.type, 'downsizing')))
      .orderBy(asc(disposalInfo.recordDate), asc(disposalInfo.id)),
  ]);
  const workbook = buildWorkbook(STAT_COLUMNS, stats, '裁员统计');
  addSheet(
    workbook,
    DOWNSIZING_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 'width' in c ? c.width : 16 })),
    records.map((r) => {
      const d = r.data as { layoffsPerson?: number; allDepartment?: string; opinion?: string };
      return {
        layoffsTime: r.recordDate,
        layoffsPerson: d.layoffsPerson ?? 0,
        allDepartment: d.allDepartment ?? '',
        opinion: d.opinion ?? '',
      };
    }),
    '裁员和维稳',
  );
  return { fileName: report.fileName, workbook };
}
