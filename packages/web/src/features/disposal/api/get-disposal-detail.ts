import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisposalDetail } from '@risk/shared/api/disposal';
import { http } from '../../../lib/http.ts';
import { DISPOSAL_PATH } from '@risk/shared/api/disposal';

/** GET /{id}: the disposal order with its records by type. */
export const disposalDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [DISPOSAL_PATH, 'detail', id],
    queryFn: () => http.get<DisposalDetail>(`${DISPOSAL_PATH}/${id}`),
  });

export const useDisposalDetail = (id: number) => useQuery({ ...disposalDetailQuery(id), enabled: id > 0 });
