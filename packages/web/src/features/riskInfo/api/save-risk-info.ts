import type { Key } from 'react';
import type { z } from 'zod';
import type { riskInfoBody } from '@risk/shared/schemas/riskInfo';
import { riskInfoCalls } from '@risk/shared/api/riskInfo';
import { poolCalls } from '@risk/shared/api/pool';
import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** The pool shows each company's risk-information count, type and inclusion time: refresh it too. */

export type RiskInfoInput = z.input<typeof riskInfoBody>;

/** Adds a risk information; with the id, edits it */
export const useSaveRiskInfo = () =>
  useListMutation(
    riskInfoCalls.create,
    ({ id, input }: { id?: number; input: RiskInfoInput }) =>
      id
        ? api.write(riskInfoCalls.update, { body: { id, ...input } })
        : api.write(riskInfoCalls.create, { body: input }),
    [poolCalls.list],
  );

/** Deletes risk information by id */
export const useDeleteRiskInfos = () =>
  useListMutation(riskInfoCalls.remove, (ids: Key[]) => api.write(riskInfoCalls.remove, { body: ids as number[] }), [
    poolCalls.list,
  ]);

/** The pool's push of the record's company (推送 of the risk information, riskCompanyInfo:push) */
export const usePushRiskInfoCompany = () =>
  useListMutation(
    riskInfoCalls.list,
    (riskCompanyId: number) => api.write(poolCalls.push, { body: { ids: [riskCompanyId] } }),
    [poolCalls.push],
  );
