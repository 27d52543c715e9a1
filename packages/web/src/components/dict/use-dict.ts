import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@risk/shared/wire';
import { http } from '../../lib/http.ts';
import { DICT_DETAIL_PATH, type DictItemRow } from '@risk/shared/api/system';

/** Query key prefix of every dictionary; the dictionary screen invalidates it after an edit. */
export const DICT_QUERY_KEY = ['dict'] as const;

/** A dictionary's items; selection lists ask for page 0 with size 9999. */
export const dictQueryOptions = (name: string) =>
  queryOptions({
    queryKey: [...DICT_QUERY_KEY, name],
    queryFn: async () =>
      (await http.page<DictItemRow>(DICT_DETAIL_PATH, { dictName: name, page: 0, size: MAX_PAGE_SIZE })).items,
    staleTime: 5 * 60_000,
  });

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
