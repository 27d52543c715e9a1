import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisposalDetail } from '@risk/shared/schemas/disposal';
import { http } from '../../../lib/http.ts';
import { DISPOSAL_URL } from './disposal-orders.ts';

/** GET /{id}: the disposal order with its records by type. */
export const disposalDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [DISPOSAL_URL, 'detail', id],
    queryFn: () => http.get<DisposalDetail>(`${DISPOSAL_URL}/${id}`),
  });

export const useDisposalDetail = (id: number) => useQuery({ ...disposalDetailQuery(id), enabled: id > 0 });
