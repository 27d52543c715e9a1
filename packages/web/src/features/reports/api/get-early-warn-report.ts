import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EarlyWarnRow } from '@risk/shared/schemas/reports';
import { http } from '../../../lib/http.ts';
import type { ReportParams } from './get-dispose-report.ts';

const EARLY_WARN_REPORT_URL = '/business/v1/risk/earlyWarnReport';

/** GET /earlyWarnReport: a row per district, then 全部. */
export const earlyWarnReportQuery = (params: ReportParams) =>
  queryOptions({
    queryKey: [EARLY_WARN_REPORT_URL, params],
    queryFn: () => http.get<EarlyWarnRow[]>(EARLY_WARN_REPORT_URL, params),
    placeholderData: keepPreviousData,
  });

export const useEarlyWarnReport = (params: ReportParams) => useQuery(earlyWarnReportQuery(params));
