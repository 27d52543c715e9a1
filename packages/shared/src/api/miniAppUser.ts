import { z } from 'zod';
import {
  miniAppAuditBody,
  miniAppLoginBody,
  miniAppRegisterBody,
  miniAppUserQuery,
} from '../schemas/monitor-config.ts';
import { emptyEnvelope, envelope, idParam, idsBody, pageEnvelope, wireTime } from '../wire.ts';
import { MINI_APP_USER_SORT_FIELDS } from './content.ts';
import { callsOf } from './endpoint.ts';

/** 小程序用户: companies' accounts on the mini-app H5 page. */
const MINI_APP_USER_PATH = '/sp/business/v1/user';
export const MINI_APP_USER_DEFAULT_SORT = 'createTime,DESC';

/** An account as the district's list shows it. */
export const miniAppUserRow = z.object({
  id: z.number().int(),
  /** masked */
  account: z.string(),
  companyName: z.string(),
  creditCode: z.string(),
  region: z.string(),
  contactName: z.string(),
  status: z.number().int(),
  auditBy: z.string().nullable(),
  auditTime: wireTime.nullable(),
  /** the reason of 审核不通过 */
  auditExplain: z.string().nullable(),
  createTime: wireTime,
});
export type MiniAppUserRow = z.infer<typeof miniAppUserRow>;

/** The signed-in account of the H5 page: its company and audit state. */
export const miniAppAccount = z.object({
  companyName: z.string(),
  creditCode: z.string(),
  region: z.string(),
  status: z.number().int(),
  auditExplain: z.string().nullable(),
});
export type MiniAppAccount = z.infer<typeof miniAppAccount>;

const user = callsOf('miniAppUser', MINI_APP_USER_PATH);

/**
 * The calls of 小程序用户: the list, the audit and the deletion are the district's (or
 * operations'); registration, sign-in and the account view are the public H5 page's own.
 */
export const miniAppUserCalls = {
  list: user.get('', {
    access: ['miniAppUser:audit', 'miniAppUser:del'],
    query: miniAppUserQuery,
    answer: pageEnvelope(miniAppUserRow),
    sort: MINI_APP_USER_SORT_FIELDS,
    defaultSort: MINI_APP_USER_DEFAULT_SORT,
  }),
  audit: user.put('/auditAccount/:id', {
    access: 'miniAppUser:audit',
    params: idParam,
    body: miniAppAuditBody,
    answer: emptyEnvelope,
  }),
  remove: user.delete('/delAccount', { access: 'miniAppUser:del', body: idsBody, answer: emptyEnvelope }),
  register: user.post('/register', {
    access: 'public',
    body: miniAppRegisterBody,
    answer: envelope(z.object({ id: z.number().int() })),
  }),
  login: user.post('/login', {
    access: 'public',
    body: miniAppLoginBody,
    answer: envelope(
      z.object({ token: z.string(), companyName: z.string(), status: z.number().int(), expiresAt: wireTime }),
    ),
  }),
  me: user.get('/me', { access: 'public', answer: envelope(miniAppAccount) }),
};
