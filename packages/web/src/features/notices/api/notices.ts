import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Key } from 'react';
import type { NoticeRow } from '@risk/shared/api/notices';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { NOTICES_PATH } from '@risk/shared/api/notices';
import { USERS_PATH } from '@risk/shared/api/system';

export const NOTICE_UNREAD = 0;
export const NOTICE_STATUS_LABEL: Record<number, string> = { 0: '未读', 1: '已读' };

/** How often the bell asks for new notices. */
const BELL_REFRESH_MS = 60_000;
const BELL_SIZE = 5;

/** GET ?status=0&size=5: the latest unread notices and how many are unread in all */
export const unreadQuery = () =>
  queryOptions({
    queryKey: [NOTICES_PATH, 'unread'],
    queryFn: () =>
      http.page<NoticeRow>(NOTICES_PATH, { status: NOTICE_UNREAD, page: 0, size: BELL_SIZE, sort: 'createTime,DESC' }),
    refetchInterval: BELL_REFRESH_MS,
  });

export const useUnreadNotices = () => useQuery(unreadQuery());

/** GET /{id}: one notice; the server marks it read */
export const noticeQuery = (id: number) =>
  queryOptions({ queryKey: [NOTICES_PATH, 'detail', id], queryFn: () => http.get<NoticeRow>(`${NOTICES_PATH}/${id}`) });

/** PATCH /read {ids}: marks notices read (quietly: the bell is not a place for a success notice) */
export const markNoticesRead = (ids: number[]) => http.patch(`${NOTICES_PATH}/read`, { ids });

/** DELETE {ids}: deletes the user's own notices */
export const useDeleteNotices = () =>
  useListMutation(NOTICES_PATH, (ids: Key[]) => http.del(NOTICES_PATH, { ids: ids.map(Number) }));

/** The administrator's receiver filter: every user (GET /iams/v1/users, page 0 size 9999). */
export const receiversQuery = () =>
  queryOptions({
    queryKey: [USERS_PATH, 'noticeReceivers'],
    queryFn: async () =>
      (await http.page<{ id: number; username: string; nickName: string }>(USERS_PATH, { page: 0, size: 9999 })).items,
    staleTime: 60_000,
  });

export const useNoticeReceivers = (enabled: boolean) => useQuery({ ...receiversQuery(), enabled });
