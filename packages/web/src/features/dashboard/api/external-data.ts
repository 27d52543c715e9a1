import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@risk/shared/wire';
import { riskIndexCalls } from '@risk/shared/api/content';
import { datasetCalls } from '@risk/shared/api/datasets';
import { api, callKey, pageItems } from '../../../lib/http.ts';

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

/** 市级/区级/其他关注企业 of the latest imported month (type 1, 2, 3). */
export const useConcernCompanies = (type: 1 | 2 | 3, page: number, size: number) => {
  const query = { type: String(type) as '1' | '2' | '3', page, size };
  return useQuery({
    queryKey: callKey(datasetCalls.concernCompanys, { query }),
    queryFn: () => api.page(datasetCalls.concernCompanys, { query }),
    placeholderData: keepPreviousData,
  });
};

/** 企业注销情况 of the latest imported month. */
export const useWriteOffs = (page: number, size: number) =>
  useQuery({
    // the filters travel in the body, which callKey leaves out
    queryKey: [...callKey(datasetCalls.writeOff, { body: { page, size } }), page, size],
    queryFn: async () => pageItems(await api.read(datasetCalls.writeOff, { body: { page, size }, silent: true })),
    placeholderData: keepPreviousData,
  });
