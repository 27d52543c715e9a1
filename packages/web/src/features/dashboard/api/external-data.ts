import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@risk/shared/wire';
import { riskIndexCalls } from '@risk/shared/api/content';
import { api, callKey, http } from '../../../lib/http.ts';

/**
 * Figures the dashboards draw from other areas' calls: the risk index (satisfaction line) and the
 * imported focus-company and write-off lists (data sets, docs/datasets.md).
 */
export const useRiskIndexes = () => {
  const input = { query: { page: 0, size: MAX_PAGE_SIZE } };
  return useQuery({
    queryKey: callKey(riskIndexCalls.list, input),
    queryFn: () => api.page(riskIndexCalls.list, input),
  });
};

export type ImportedCompany = Record<string, string | number | null> & { id: number; period: string; region: string };

/** 市级/区级/其他关注企业 of the latest imported month (type 1, 2, 3). */
export const useConcernCompanies = (type: 1 | 2 | 3, page: number, size: number) =>
  useQuery({
    queryKey: ['/business/v1/risk/earmarkController/getConcernCompanys', type, page, size],
    queryFn: () =>
      http.page<ImportedCompany>('/business/v1/risk/earmarkController/getConcernCompanys', { type, page, size }),
    placeholderData: keepPreviousData,
  });

/** 企业注销情况 of the latest imported month. */
export const useWriteOffs = (page: number, size: number) =>
  useQuery({
    queryKey: ['/business/v1/risk/earmarkController/getExcelWriteOff', page, size],
    queryFn: async () => {
      const r = await http.post<{ content: { content: ImportedCompany }[]; metadata: { totalElements: number } }>(
        '/business/v1/risk/earmarkController/getExcelWriteOff',
        { page, size },
        { silent: true },
      );
      return { items: r.content.content.map((c) => c.content), total: r.content.metadata.totalElements };
    },
    placeholderData: keepPreviousData,
  });
