import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Key } from 'react';
import { noticeCalls } from '@risk/shared/api/notices';
import { userCalls } from '@risk/shared/api/system';
import { MAX_PAGE_SIZE } from '@risk/shared/wire';
import { api, callKey } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

export const NOTICE_UNREAD = 0;
export const NOTICE_STATUS_LABEL: Record<number, string> = { 0: '未读', 1: '已读' };

/** How often the bell asks for new notices. */
const BELL_REFRESH_MS = 60_000;
const BELL_SIZE = 5;

/** The latest unread notices and how many are unread in all */
export const unreadQuery = () => {
  const query = { status: NOTICE_UNREAD, page: 0, size: BELL_SIZE, sort: 'createTime,DESC' };
  return queryOptions({
    queryKey: callKey(noticeCalls.list, { query }),
    queryFn: () => api.page(noticeCalls.list, { query }),
    refetchInterval: BELL_REFRESH_MS,
  });
};

export const useUnreadNotices = () => useQuery(unreadQuery());

/** One notice; the server marks it read */
export const noticeQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(noticeCalls.detail, { params: { id } }),
    queryFn: () => api.read(noticeCalls.detail, { params: { id } }),
  });

/** Marks notices read (quietly: the bell is not a place for a success notice) */
export const markNoticesRead = (ids: number[]) => api.write(noticeCalls.markRead, { body: { ids } });

/** Deletes the user's own notices */
export const useDeleteNotices = () =>
  useListMutation(noticeCalls.remove, (ids: Key[]) =>
    api.write(noticeCalls.remove, { body: { ids: ids.map(Number) } }),
  );

/** The administrator's receiver filter: every user, on one page. */
export const receiversQuery = () => {
  const query = { page: 0, size: MAX_PAGE_SIZE };
  return queryOptions({
    queryKey: callKey(userCalls.list, { query }),
    queryFn: async () => (await api.page(userCalls.list, { query })).items,
    staleTime: 60_000,
  });
};

export const useNoticeReceivers = (enabled: boolean) => useQuery({ ...receiversQuery(), enabled });
