import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatistics } from '@risk/shared/api/verification';
import { http } from '../../../lib/http.ts';
import { ORDERS_PATH } from '@risk/shared/api/verification';

/** GET /statics/city: the county and city statistics tables (a district user gets its own district). */
export const orderStatisticsQuery = () =>
  queryOptions({
    queryKey: [ORDERS_PATH, 'statics', 'city'],
    queryFn: () => http.get<OrderStatistics>(`${ORDERS_PATH}/statics/city`),
  });

export const useOrderStatistics = () => useQuery(orderStatisticsQuery());
