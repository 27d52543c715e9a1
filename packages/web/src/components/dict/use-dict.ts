import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@risk/shared/wire';
import { dictCalls, type DictItemRow } from '@risk/shared/api/system';
import { api, callKey } from '../../lib/http.ts';

/**
 * A dictionary's items; selection lists ask for page 0 with size 9999. A write on the dictionary
 * screen refreshes them (they are of the dictionaries' area).
 */
export const dictQueryOptions = (name: string) => {
  const query = { dictName: name, page: 0, size: MAX_PAGE_SIZE };
  return queryOptions({
    queryKey: callKey(dictCalls.items, { query }),
    queryFn: async () => (await api.page(dictCalls.items, { query })).items,
    staleTime: 5 * 60_000,
  });
};

/** The label of `value` in `items`, or the value itself when the dictionary does not know it. */
export function dictLabel(items: readonly DictItemRow[] | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const text = String(value);
  return items?.find((i) => i.value === text)?.label ?? text;
}

/** One dictionary with its lookup. */
export function useDict(name: string) {
  const { data, isLoading } = useQuery(dictQueryOptions(name));
  const items = data ?? [];
  return { items, loading: isLoading, label: (value: unknown) => dictLabel(items, value) };
}

/** The dictionaries a page declares it needs, by name; each is fetched once and cached. */
export function useDicts<N extends string>(...names: N[]): Record<N, DictItemRow[]> {
  const results = useQueries({ queries: names.map(dictQueryOptions) });
  return Object.fromEntries(names.map((n, i) => [n, results[i].data ?? []])) as Record<N, DictItemRow[]>;
}
