import { z } from 'zod';
import { noticeIdsBody, noticeQuery } from '../schemas/verification.ts';
import { envelope, idParam, pageEnvelope, wireTime } from '../wire.ts';
import { callsOf } from './endpoint.ts';

/** Notices of the signed-in user (`/system/v1/risk/notices`). */
const NOTICES_PATH = '/system/v1/risk/notices';
export const NOTICE_SORT_FIELDS = ['createTime', 'status', 'noticeType'] as const;
export const NOTICE_DEFAULT_SORT = 'createTime,DESC';

export const noticeRow = z.object({
  id: z.number().int(),
  sendUser: z.string(),
  acceptUserId: z.number().int(),
  acceptUser: z.string(),
  noticeType: z.string(),
  status: z.number().int(),
  noticeBody: z.string(),
  link: z.string().nullable(),
  createTime: wireTime,
});
export type NoticeRow = z.infer<typeof noticeRow>;

const notices = callsOf('notices', NOTICES_PATH);

/** The signed-in user's notices: each sees and changes only their own. */
export const noticeCalls = {
  list: notices.get('', {
    access: 'authenticated',
    query: noticeQuery,
    answer: pageEnvelope(noticeRow),
    sort: NOTICE_SORT_FIELDS,
    defaultSort: NOTICE_DEFAULT_SORT,
  }),
  markRead: notices.patch('/read', {
    access: 'authenticated',
    body: noticeIdsBody,
    answer: envelope(z.object({ read: z.number().int() })),
  }),
  detail: notices.get('/:id', { access: 'authenticated', params: idParam, answer: envelope(noticeRow) }),
  remove: notices.delete('', {
    access: 'authenticated',
    body: noticeIdsBody,
    answer: envelope(z.object({ deleted: z.number().int() })),
  }),
};
