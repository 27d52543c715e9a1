import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import type { DisposalRecordBody } from '@risk/shared/schemas/disposal';
import { DISPOSAL_URL, RECORDS_URL } from './disposal-orders.ts';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** POST '' (new) or PUT /{id} (existing): one dated record of a tab; the detail, lists and cards refresh. */
export const useSaveDisposalRecord = () =>
  useListMutation(DISPOSAL_URL, ({ id, body }: { id?: number; body: DisposalRecordBody }) =>
    id ? http.put(`${RECORDS_URL}/${id}`, body) : http.post(RECORDS_URL, body),
  );

/** DELETE '' body ids */
export const useDeleteDisposalRecords = () =>
  useListMutation(DISPOSAL_URL, (ids: number[]) => http.del(RECORDS_URL, ids));

/** POST /{id}/finish: 办结 (disposal 已办结, order 已办结, pool 待存档). */
export const useFinishDisposal = () =>
  useListMutation(DISPOSAL_URL, (id: number) => http.post(`${DISPOSAL_URL}/${id}/finish`), [[RISK_COMPANY_PATH]]);
