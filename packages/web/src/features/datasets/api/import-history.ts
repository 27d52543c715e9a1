import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportBatch } from '@risk/shared/schemas/datasets';
import type { Page } from '@risk/shared/wire';
import { request } from '../../../lib/http.ts';
import { IMPORT_HISTORY_URL } from './datasets-url.ts';

/** POST /business/v1/risk/biData/queryImportData?biType=&page=&size=: the imports of a data set, newest first */
export const importHistoryQuery = (biType: number, page: number, size: number) =>
  queryOptions({
    queryKey: [IMPORT_HISTORY_URL, { biType, page, size }],
    queryFn: async () => {
      const p = (await request<Page<ImportBatch>>('POST', IMPORT_HISTORY_URL, { params: { biType, page, size } }))
        .content;
      return { items: p.content.map((c) => c.content), total: p.metadata.totalElements };
    },
    placeholderData: keepPreviousData,
  });

export const useImportHistory = (biType: number, page: number, size: number) =>
  useQuery(importHistoryQuery(biType, page, size));
