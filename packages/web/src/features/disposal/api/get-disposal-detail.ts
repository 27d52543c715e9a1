import { queryOptions, useQuery } from '@tanstack/react-query';
import { disposalCalls } from '@risk/shared/api/disposal';
import { api, callKey } from '../../../lib/http.ts';

/** The disposal order with its records by type. */
export const disposalDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(disposalCalls.detail, { params: { id } }),
    queryFn: () => api.read(disposalCalls.detail, { params: { id } }),
  });

export const useDisposalDetail = (id: number) => useQuery({ ...disposalDetailQuery(id), enabled: id > 0 });
