import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Envelope } from '@risk/shared/wire';
import { notify } from '../../lib/notify.ts';

/**
 * A write on a list: shows the server's answer as the success notice and refreshes every query under
 * `listUrl` (and any `alsoRefresh` keys). A failure has been shown by the HTTP layer; the caller
 * keeps its form as it was.
 */
export function useListMutation<V>(
  listUrl: string,
  write: (vars: V) => Promise<Envelope<unknown>>,
  alsoRefresh: QueryKey[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      notify.success(answer.message);
      await Promise.all(
        [listUrl, ...alsoRefresh].map((key) =>
          client.invalidateQueries({ queryKey: typeof key === 'string' ? [key] : key }),
        ),
      );
    },
  });
}
