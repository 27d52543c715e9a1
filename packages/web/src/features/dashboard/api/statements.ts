import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MonthSnapshotRow,
  MonthlyTable,
  MonthlyTableKey,
  RegionStatementRow,
} from '@risk/shared/schemas/dashboard';
import { http } from '../../../lib/http.ts';

const RISK = '/business/v1/risk';
export const REGION_STATEMENT_URL = `${RISK}/regionStatement`;

/** 风险报表: the 全市 → district tree for a period and district. */
export const useRegionStatement = (params: Record<string, string>) =>
  useQuery({
    queryKey: [REGION_STATEMENT_URL, params],
    queryFn: () => http.get<RegionStatementRow[]>(REGION_STATEMENT_URL, params),
    placeholderData: keepPreviousData,
  });

export const downloadRegionStatement = (params: Record<string, string>) =>
  http.download(`${REGION_STATEMENT_URL}/download`, params, '风险报表.xlsx').catch(() => undefined);

const TABLE_CALL: Record<MonthlyTableKey, string> = {
  one: 'getMonthlyReportTableOne',
  two: 'getMonthlyReportTableTwo',
  three: 'getMonthlyReportTableThree',
};
const SNAPSHOT_URL = `${RISK}/monthReportSnapshot`;

/** One table of the monthly report: the published snapshot of the month, else computed now. */
export const useMonthlyTable = (table: MonthlyTableKey, month: string) =>
  useQuery({
    queryKey: [SNAPSHOT_URL, table, month],
    queryFn: () => http.get<MonthlyTable>(`${RISK}/dataApply/${TABLE_CALL[table]}`, { month }),
    placeholderData: keepPreviousData,
  });

export const useMonthSnapshots = () =>
  useQuery({ queryKey: [SNAPSHOT_URL, 'history'], queryFn: () => http.get<MonthSnapshotRow[]>(SNAPSHOT_URL) });

export function usePublishMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => http.post<MonthSnapshotRow>(SNAPSHOT_URL, { month }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SNAPSHOT_URL] }),
  });
}
