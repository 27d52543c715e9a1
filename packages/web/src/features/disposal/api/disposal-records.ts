import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import type { DisposalDispatchBody, DisposalRecordBody } from '@risk/shared/schemas/disposal';
import { DISPOSAL_PATH, RECORDS_PATH } from '@risk/shared/api/disposal';
import { RISK_COMPANY_PATH } from '@risk/shared/api/pool';

/** POST '' (new) or PUT /{id} (existing): one dated record of a tab; the detail, lists and cards refresh. */
export const useSaveDisposalRecord = () =>
  useListMutation(DISPOSAL_PATH, ({ id, body }: { id?: number; body: DisposalRecordBody }) =>
    id ? http.put(`${RECORDS_PATH}/${id}`, body) : http.post(RECORDS_PATH, body),
  );

/** DELETE '' body ids */
export const useDeleteDisposalRecords = () =>
  useListMutation(DISPOSAL_PATH, (ids: number[]) => http.del(RECORDS_PATH, ids));

/** POST /{id}/finish: 办结 (disposal 已办结, order 已办结, pool 待存档). */
export const useFinishDisposal = () =>
  useListMutation(DISPOSAL_PATH, (id: number) => http.post(`${DISPOSAL_PATH}/${id}/finish`), [[RISK_COMPANY_PATH]]);

/** POST '' (riskDisposalForms) {disposalId, departments, opinion}: 派发处置 to the departments that work it. */
export const useDispatchDisposal = () =>
  useListMutation(DISPOSAL_PATH, (body: DisposalDispatchBody) => http.post(DISPOSAL_PATH, body));
