import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { datasetCalls } from '@risk/shared/api/datasets';
import { api, callKey } from '../../../lib/http.ts';

/** The imports of a data set, newest first (queryImportData, a POST with its query string). */
export const importHistoryQuery = (biType: number, page: number, size: number) =>
  queryOptions({
    queryKey: callKey(datasetCalls.history, { query: { biType, page, size } }),
    queryFn: () => api.page(datasetCalls.history, { query: { biType, page, size } }),
    placeholderData: keepPreviousData,
  });

export const useImportHistory = (biType: number, page: number, size: number) =>
  useQuery(importHistoryQuery(biType, page, size));
