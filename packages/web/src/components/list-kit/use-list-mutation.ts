import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Envelope } from '@risk/shared/wire';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { notify } from '../../lib/notify.ts';

/** The query key a refresh names: a call refreshes its whole area (lists, cards and details alike). */
const refreshKey = (key: AnyEndpoint | QueryKey): QueryKey => (Array.isArray(key) ? key : [(key as AnyEndpoint).area]);

/**
 * A write on a list: shows the server's answer as the success notice and refreshes every query of
 * the call's area (and of any `alsoRefresh` calls or keys). A failure has been shown by the HTTP
 * layer; the caller keeps its form as it was.
 */
export function useListMutation<V>(
  refresh: AnyEndpoint,
  write: (vars: V) => Promise<Envelope<unknown>>,
  alsoRefresh: (AnyEndpoint | QueryKey)[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await Promise.all(
        [refresh, ...alsoRefresh].map((key) => client.invalidateQueries({ queryKey: refreshKey(key) })),
      );
    },
  });
}
