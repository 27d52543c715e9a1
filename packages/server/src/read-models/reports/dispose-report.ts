import { sql } from 'drizzle-orm';
import { MSG } from '@risk/shared/messages';
import { COMPANY_STATUS } from '@risk/shared/pool';
import {
  CITY_TOTAL_ROW,
  DISPOSE_REPORT_COLUMNS,
  type DisposeReportKey,
  type ReportRangeQuery,
} from '@risk/shared/schemas/reports';
import { type DisposeReportRow } from '@risk/shared/api/reports';
import { DISPOSAL_STATUS } from '@risk/shared/disposal';
import type { DbOrTx } from '../../db/client.ts';
import { disposalInfo, disposalOrder } from '../../db/schema/disposal.ts';
import { riskCompany } from '../../db/schema/pool.ts';
import { scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { buildWorkbook } from '../../platform/excel/workbook.ts';
import { reportPeriod } from './time-range.ts';
import { reportRegions, rowsOf } from './regions.ts';

const KEYS = DISPOSE_REPORT_COLUMNS.map((c) => c.key);
const ARCHIVED = [COMPANY_STATUS.TO_EVALUATE, COMPANY_STATUS.EVALUATED];

/**
 * Per district: the disposal orders created in the period and what was done on them (records by
 * type, layoff people, finished, archived — evaluated ones were archived first — and evaluated).
 */
async function countsByRegion(
  db: DbOrTx,
  user: AuthUser,
  q: ReportRangeQuery,
): Promise<Map<string, Record<DisposeReportKey, number>>> {
  const scope = scopeToDistrict(user, disposalOrder.region) ?? sql`true`;
  const result = await db.execute(sql`
    select ${disposalOrder.region} as region,
      count(*)::int as "disposeCompNum",
      count(*) filter (where r.talk > 0)::int as "interviewNum",
      coalesce(sum(r.talk), 0)::int as "allInterviewNum",
      count(*) filter (where r.downsizing > 0)::int as "stabilityNum",
      coalesce(sum(r.persons), 0)::int as "layoffsPerson",
      count(*) filter (where r.server > 0)::int as "dockNum",
      coalesce(sum(r.server), 0)::int as "allDockNum",
      count(*) filter (where ${disposalOrder.status} = ${DISPOSAL_STATUS.FINISHED})::int as "finishedNum",
      count(*) filter (where ${riskCompany.status} in (${sql.join(
        ARCHIVED.map((s) => sql`${s}`),
        sql`, `,
      )}))::int as "archivedNum",
      count(*) filter (where ${riskCompany.status} = ${COMPANY_STATUS.EVALUATED})::int as "evaluatedNum"
    from ${disposalOrder}
    join ${riskCompany} on ${riskCompany.id} = ${disposalOrder.riskCompanyId}
    left join (
      select ${disposalInfo.disposalId} as disposal_id,
        count(*) filter (where ${disposalInfo.type} = 'talk') as talk,
        count(*) filter (where ${disposalInfo.type} = 'downsizing') as downsizing,
        count(*) filter (where ${disposalInfo.type} = 'server') as server,
        sum((${disposalInfo.data} ->> 'layoffsPerson')::int) filter (where ${disposalInfo.type} = 'downsizing') as persons
      from ${disposalInfo} group by ${disposalInfo.disposalId}
    ) r on r.disposal_id = ${disposalOrder.id}
    where ${reportPeriod(disposalOrder.createTime, q.startTime, q.endTime)} and ${scope}
    group by ${disposalOrder.region}`);
  return new Map(
    rowsOf<{ region: string } & Record<DisposeReportKey, number>>(result).map(({ region, ...counts }) => [
      region,
      counts,
    ]),
  );
}

const zeros = () => Object.fromEntries(KEYS.map((k) => [k, 0])) as Record<DisposeReportKey, number>;

/** Sorts the district rows by one column of the report (the 全市 row stays last); an unknown column is a 400. */
function sortRows(rows: DisposeReportRow[], sort: string[] | undefined): DisposeReportRow[] {
  if (!sort || sort.length === 0) return rows;
  const [field, dir] = sort[0].split(',');
  if (field !== 'region' && !(KEYS as string[]).includes(field)) throw badRequest(MSG.unknownSort(field));
  const sign = dir.toUpperCase() === 'ASC' ? 1 : -1;
  const key = field as DisposeReportKey | 'region';
  return [...rows].sort((a, b) => sign * (key === 'region' ? a.region.localeCompare(b.region, 'zh') : a[key] - b[key]));
}

/** The dispose report: a row per district of global_regoin the caller may see, then the 全市 total. */
export async function disposeReport(db: DbOrTx, user: AuthUser, q: ReportRangeQuery): Promise<DisposeReportRow[]> {
  const [regions, counts] = await Promise.all([reportRegions(db, user), countsByRegion(db, user, q)]);
  const rows = sortRows(
    regions.map((region) => ({ region, ...(counts.get(region) ?? zeros()) })),
    q.sort,
  );
  const total = zeros();
  for (const row of rows) for (const k of KEYS) total[k] += row[k];
  return [...rows, { region: CITY_TOTAL_ROW, ...total }];
}

export function disposeReportWorkbook(rows: DisposeReportRow[]) {
  return buildWorkbook([{ header: '区县', key: 'region' }, ...DISPOSE_REPORT_COLUMNS], rows, '处置报表');
}
