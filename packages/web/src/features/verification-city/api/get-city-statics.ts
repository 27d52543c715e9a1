import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityBadges } from '@risk/shared/api/verification';
import { http } from '../../../lib/http.ts';
import { ORDERS_PATH } from '@risk/shared/api/verification';

/** GET /statics: the tab badges; keyed under ORDERS_PATH so every order action refreshes it with the lists. */
export const cityStaticsQuery = () =>
  queryOptions({ queryKey: [ORDERS_PATH, 'statics'], queryFn: () => http.get<CityBadges>(`${ORDERS_PATH}/statics`) });

export const useCityStatics = () => useQuery(cityStaticsQuery());
