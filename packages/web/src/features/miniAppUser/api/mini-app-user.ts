import type { Key } from 'react';
import type { MiniAppAuditBody } from '@risk/shared/schemas/monitor-config';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** 小程序用户 (`/sp/business/v1/user`); rows are `MiniAppUserRow` of @risk/shared/schemas/monitor-config. */
export const MINI_APP_USER_URL = '/sp/business/v1/user';
export const MINI_APP_USER_SORTABLE = ['createTime', 'companyName', 'status', 'auditTime'] as const;
export const MINI_APP_USER_DEFAULT_SORT = 'createTime,DESC';

/** PUT auditAccount/{id} with 通过 (status 1) or 不通过 (status 2 and its reason) */
export const useAuditAccount = () =>
  useListMutation(MINI_APP_USER_URL, ({ id, ...body }: { id: number } & MiniAppAuditBody) =>
    http.put(`${MINI_APP_USER_URL}/auditAccount/${id}`, body),
  );

/** DELETE delAccount with the ids */
export const useDeleteAccounts = () =>
  useListMutation(MINI_APP_USER_URL, (ids: Key[]) => http.del(`${MINI_APP_USER_URL}/delAccount`, ids));
