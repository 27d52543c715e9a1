import { queryOptions, useQuery } from '@tanstack/react-query';
import { riskDimensionCalls } from '@risk/shared/api/content';
import { api, callKey } from '../../../lib/http.ts';

/** The 风险维度 choices of risk information: the enabled dimensions, by name. */
export const dimensionOptionsQuery = () =>
  queryOptions({
    queryKey: callKey(riskDimensionCalls.enabled),
    queryFn: () => api.read(riskDimensionCalls.enabled),
    staleTime: 60_000,
  });

/** The names as select options; `keep` (an edited row's current value) stays offered even when disabled since. */
export function useDimensionOptions(keep?: string | null) {
  const query = useQuery(dimensionOptionsQuery());
  const names = query.data ?? [];
  const all = keep && !names.includes(keep) ? [keep, ...names] : names;
  return { options: all.map((n) => ({ value: n, label: n })), loading: query.isLoading };
}
