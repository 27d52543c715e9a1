import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { refreshSeconds } from '@risk/shared/big-screen';

/** The screen's refresh period in seconds: `?refresh=<seconds>` (5–3600), else 60. */
export function useRefreshSeconds(): number {
  const [params] = useSearchParams();
  return refreshSeconds(params.get('refresh'));
}

/**
 * One panel's data: fetched on mount and again every refresh period (also in a background tab, a
 * wall screen is rarely focused), without reloading the page. A failed refresh keeps the last data
 * (`isError` with `data`: the panel shows its offline mark) and the next period tries again.
 * Fetchers should call the HTTP client with `silent: true`: a wall screen shows no error pop-ups.
 */
export function useScreenQuery<T>(queryKey: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>) {
  const seconds = useRefreshSeconds();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetcher(signal),
    refetchInterval: seconds * 1000,
    refetchIntervalInBackground: true,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
}
