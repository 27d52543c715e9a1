import type { Key } from 'react';
import type { MiniAppAuditBody } from '@risk/shared/schemas/monitor-config';
import { miniAppUserCalls } from '@risk/shared/api/miniAppUser';
import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** 通过 (status 1) or 不通过 (status 2 and its reason) */
export const useAuditAccount = () =>
  useListMutation(miniAppUserCalls.audit, ({ id, ...body }: { id: number } & MiniAppAuditBody) =>
    api.write(miniAppUserCalls.audit, { params: { id }, body }),
  );

/** Deletes accounts by id */
export const useDeleteAccounts = () =>
  useListMutation(miniAppUserCalls.remove, (ids: Key[]) =>
    api.write(miniAppUserCalls.remove, { body: ids as number[] }),
  );
