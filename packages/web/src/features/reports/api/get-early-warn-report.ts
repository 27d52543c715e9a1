import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EarlyWarnRow } from '@risk/shared/api/reports';
import { http } from '../../../lib/http.ts';
import type { ReportParams } from './get-dispose-report.ts';
import { EARLY_WARN_REPORT_PATH } from '@risk/shared/api/reports';

/** GET /earlyWarnReport: a row per district, then 全部. */
export const earlyWarnReportQuery = (params: ReportParams) =>
  queryOptions({
    queryKey: [EARLY_WARN_REPORT_PATH, params],
    queryFn: () => http.get<EarlyWarnRow[]>(EARLY_WARN_REPORT_PATH, params),
    placeholderData: keepPreviousData,
  });

export const useEarlyWarnReport = (params: ReportParams) => useQuery(earlyWarnReportQuery(params));
