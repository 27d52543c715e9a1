import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Key } from 'react';
import type { NoticeRow } from '@risk/shared/schemas/verification';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** The signed-in user's notices (`/system/v1/risk/notices`); rows are `NoticeRow`. */
export const NOTICES_URL = '/system/v1/risk/notices';
export const NOTICE_UNREAD = 0;
export const NOTICE_STATUS_LABEL: Record<number, string> = { 0: '未读', 1: '已读' };

/** How often the bell asks for new notices. */
const BELL_REFRESH_MS = 60_000;
const BELL_SIZE = 5;

/** GET ?status=0&size=5: the latest unread notices and how many are unread in all */
export const unreadQuery = () =>
  queryOptions({
    queryKey: [NOTICES_URL, 'unread'],
    queryFn: () =>
      http.page<NoticeRow>(NOTICES_URL, { status: NOTICE_UNREAD, page: 0, size: BELL_SIZE, sort: 'createTime,DESC' }),
    refetchInterval: BELL_REFRESH_MS,
  });

export const useUnreadNotices = () => useQuery(unreadQuery());

/** GET /{id}: one notice; the server marks it read */
export const noticeQuery = (id: number) =>
  queryOptions({ queryKey: [NOTICES_URL, 'detail', id], queryFn: () => http.get<NoticeRow>(`${NOTICES_URL}/${id}`) });

/** PATCH /read {ids}: marks notices read (quietly: the bell is not a place for a success notice) */
export const markNoticesRead = (ids: number[]) => http.patch(`${NOTICES_URL}/read`, { ids });

/** DELETE {ids}: deletes the user's own notices */
export const useDeleteNotices = () =>
  useListMutation(NOTICES_URL, (ids: Key[]) => http.del(NOTICES_URL, { ids: ids.map(Number) }));

/** The administrator's receiver filter: every user (GET /iams/v1/users, page 0 size 9999). */
export const receiversQuery = () =>
  queryOptions({
    queryKey: ['/iams/v1/users', 'noticeReceivers'],
    queryFn: async () =>
      (await http.page<{ id: number; username: string; nickName: string }>('/iams/v1/users', { page: 0, size: 9999 }))
        .items,
    staleTime: 60_000,
  });

export const useNoticeReceivers = (enabled: boolean) => useQuery({ ...receiversQuery(), enabled });
