import { and, asc, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import { normalizeCompanyName } from '@risk/shared/company';
import { LAYOFF_LIST } from '@risk/shared/order-machine';
import type { LayoffReportQuery } from '@risk/shared/schemas/reports';
import {
  type LayoffReportRow,
  LAYOFF_REPORT_SORT_FIELDS,
  LAYOFF_REPORT_DEFAULT_SORT,
  layoffReportName,
} from '@risk/shared/api/reports';
import type { DbOrTx } from '../../db/client.ts';
import { disposalInfo, disposalOrder } from '../../db/schema/disposal.ts';
import { verificationOrder as o } from '../../db/schema/verification.ts';
import { assertInDistrict, districtsCondition } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { MSG } from '@risk/shared/messages';
import { notFound } from '../../platform/http/errors.ts';
import { allOf, likeText, offsetOf, orderBy, type SortColumns } from '../../platform/http/query.ts';
import { addSheet, buildWorkbook } from '../../platform/excel/workbook.ts';
import { layoffStatisticsOf } from '../../modules/layoffs/service.ts';
import { reportPeriod } from './time-range.ts';

/**
 * A layoff report is an order on the layoff list (LAYOFF_LIST: dispatched, its form reports layoffs), the
 * same definition as 核实统计's 裁员名单; it is dated by the verification's submission (before any, its dispatch).
 */
const onList = () => and(inArray(o.status, [...LAYOFF_LIST.statuses]), eq(o.isDownsizing, LAYOFF_LIST.isDownsizing));
const reportTime = sql<Date>`coalesce(${o.verificationTime}, ${o.dispatchTime}, ${o.createTime})`;
const reportName = sql<string>`${o.companyName} || ${layoffReportName('')}`;

const SORTABLE: SortColumns<typeof LAYOFF_REPORT_SORT_FIELDS> = {
  reportTime,
  createTime: o.createTime,
  companyName: o.companyName,
};

/** The layoff report list: district users see their own district only. */
export async function listLayoffReports(
  db: DbOrTx,
  user: AuthUser,
  q: LayoffReportQuery,
): Promise<{ rows: LayoffReportRow[]; total: number }> {
  const where = allOf(
    onList(),
    districtsCondition(user, o.region, q.region),
    q.reportName ? like(reportName, likeText(q.reportName)) : undefined,
    // The stored name keeps the company's spelling: match the text as typed or normalised like every company-name search.
    q.companyName
      ? or(
          like(o.companyName, likeText(q.companyName)),
          like(o.companyName, likeText(normalizeCompanyName(q.companyName))),
        )
      : undefined,
    q.startTime || q.endTime ? reportPeriod(reportTime, q.startTime, q.endTime) : undefined,
  );
  const order = orderBy(q.sort, SORTABLE, LAYOFF_REPORT_DEFAULT_SORT, o.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: o.id,
        region: o.region,
        riskCompanyId: o.riskCompanyId,
        companyName: o.companyName,
        reportTime: sql<string>`to_json(${reportTime})#>>'{}'`,
      })
      .from(o)
      .where(where)
      .orderBy(...order)
      .limit(q.size)
      .offset(offsetOf(q)),
    db.select({ total: count() }).from(o).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      reportName: layoffReportName(r.companyName),
      reportTime: new Date(r.reportTime).toISOString(),
      fileName: `${layoffReportName(r.companyName)}.xlsx`,
    })),
    total,
  };
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

/** A report's file (the report is its order's id): the company's layoff statistics and its downsizing disposal records. */
export async function layoffReportFile(db: DbOrTx, user: AuthUser, id: number) {
  const [report] = await db
    .select({ region: o.region, riskCompanyId: o.riskCompanyId, companyName: o.companyName })
    .from(o)
    .where(and(eq(o.id, id), onList()));
  if (!report) throw notFound(MSG.notFound);
  assertInDistrict(user, report.region);
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
  return { fileName: `${layoffReportName(report.companyName)}.xlsx`, workbook };
}
