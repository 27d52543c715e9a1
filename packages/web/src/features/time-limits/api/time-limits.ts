import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { timeLimitCalls } from '@risk/shared/api/system';
import type { TimeLimitsBody } from '@risk/shared/schemas/timeliness';
import { api, callKey } from '../../../lib/http.ts';
import { notify } from '../../../lib/notify.ts';

/** The step durations and the escalation threshold as saved */
export const useTimeLimits = () =>
  useQuery({ queryKey: callKey(timeLimitCalls.get), queryFn: () => api.read(timeLimitCalls.get) });

export const useSaveTimeLimits = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeLimitsBody) => api.write(timeLimitCalls.update, { body }),
    onSuccess: async (res) => {
      notify.success(res.message);
      await client.invalidateQueries({ queryKey: callKey(timeLimitCalls.get) });
    },
  });
};
