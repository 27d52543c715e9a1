import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /business/v1/riskDimension/enabled: the 风险维度 choices of risk information (the enabled dimensions, by name). */
export const DIMENSION_OPTIONS_URL = '/business/v1/riskDimension/enabled';

export const dimensionOptionsQuery = () =>
  queryOptions({
    queryKey: [DIMENSION_OPTIONS_URL],
    queryFn: () => http.get<string[]>(DIMENSION_OPTIONS_URL),
    staleTime: 60_000,
  });

/** The names as select options; `keep` (an edited row's current value) stays offered even when disabled since. */
export function useDimensionOptions(keep?: string | null) {
  const query = useQuery(dimensionOptionsQuery());
  const names = query.data ?? [];
  const all = keep && !names.includes(keep) ? [keep, ...names] : names;
  return { options: all.map((n) => ({ value: n, label: n })), loading: query.isLoading };
}
