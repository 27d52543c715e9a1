import { z } from 'zod';
import { wireTime } from '../wire.ts';

/** Notices of the signed-in user (`/system/v1/risk/notices`). */
export const NOTICES_PATH = '/system/v1/risk/notices';
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
