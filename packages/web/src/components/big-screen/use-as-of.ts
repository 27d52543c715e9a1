import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * When the screen's figures were read: the newest successful update among the cached queries whose
 * key starts with one of `prefixes` (e.g. ['bigScreen'], ['oneBi']); 0 before the first data.
 */
export function useAsOf(prefixes: readonly string[]): number {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = useCallback(
    () =>
      Math.max(
        0,
        ...cache
          .getAll()
          .filter((q) => prefixes.includes(String(q.queryKey[0])) && q.state.data !== undefined)
          .map((q) => q.state.dataUpdatedAt),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the prefixes are a constant of the screen
    [cache, prefixes.join('|')],
  );
  return useSyncExternalStore(subscribe, read);
}
