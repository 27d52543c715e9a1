import type { Key } from 'react';
import type { z } from 'zod';
import type { districtReportBody } from '@risk/shared/schemas/content';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** 区县报告 (`/business/v1/risk/riskDistrictReport`); rows are `DistrictReportRow`. */
export const DISTRICT_REPORT_URL = '/business/v1/risk/riskDistrictReport';
export const DISTRICT_REPORT_SORTABLE = ['createTime', 'year', 'reportName', 'region'] as const;
export const DISTRICT_REPORT_DEFAULT_SORT = 'createTime,DESC';

export type DistrictReportInput = z.input<typeof districtReportBody>;

export const useSaveDistrictReport = () =>
  useListMutation(DISTRICT_REPORT_URL, ({ id, input }: { id?: number; input: DistrictReportInput }) =>
    id ? http.put(DISTRICT_REPORT_URL, { id, ...input }) : http.post(DISTRICT_REPORT_URL, input),
  );

export const useDeleteDistrictReports = () =>
  useListMutation(DISTRICT_REPORT_URL, (ids: Key[]) => http.del(DISTRICT_REPORT_URL, ids));

/** GET /download/{id} */
export const districtReportDownloadUrl = (id: number) => `${DISTRICT_REPORT_URL}/download/${id}`;
