import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import type { DisposalDispatchBody, DisposalRecordBody } from '@risk/shared/schemas/disposal';
import { disposalCalls as calls } from '@risk/shared/api/disposal';
import { poolCalls } from '@risk/shared/api/pool';

/** A new or an existing dated record of a tab; the detail, lists and cards refresh. */
export const useSaveDisposalRecord = () =>
  useListMutation(calls.addRecord, ({ id, body }: { id?: number; body: DisposalRecordBody }) =>
    id ? api.write(calls.updateRecord, { params: { id }, body }) : api.write(calls.addRecord, { body }),
  );

export const useDeleteDisposalRecords = () =>
  useListMutation(calls.removeRecords, (ids: number[]) => api.write(calls.removeRecords, { body: ids }));

/** 办结 (disposal 已办结, order 已办结, pool 待存档). */
export const useFinishDisposal = () =>
  useListMutation(calls.finish, (id: number) => api.write(calls.finish, { params: { id } }), [poolCalls.list]);

/** 派发处置 to the departments that work it. */
export const useDispatchDisposal = () =>
  useListMutation(calls.dispatch, (body: DisposalDispatchBody) => api.write(calls.dispatch, { body }));
