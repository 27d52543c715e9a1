import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { verificationCalls as calls } from '@risk/shared/api/verification';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { api, callKey } from '../../../lib/http.ts';

/** One page of the pending delay requests, oldest first (the server's default sort). */
export const pendingDelaysQuery = (page: number, size: number) => {
  const query = { state: 'pending' as const, page, size };
  return queryOptions({
    queryKey: callKey(calls.delayList, { query }),
    queryFn: () => api.page(calls.delayList, { query }),
    placeholderData: keepPreviousData,
  });
};

export const usePendingDelays = (page: number, size: number, enabled: boolean) =>
  useQuery({ ...pendingDelaysQuery(page, size), enabled });

/** 同意延期: the deadline moves by the days asked. */
export const useApproveDelay = () =>
  useListMutation(calls.delayApprove, ({ id, opinion }: { id: number; opinion?: string }) =>
    api.write(calls.delayApprove, { params: { id }, body: { opinion } }),
  );

/** 驳回延期: the deadline stays; the district reads the opinion. */
export const useRefuseDelay = () =>
  useListMutation(calls.delayRefuse, ({ id, opinion }: { id: number; opinion: string }) =>
    api.write(calls.delayRefuse, { params: { id }, body: { opinion } }),
  );
