import type { Key } from 'react';
import type { RiskMonitorKeyBody } from '@risk/shared/schemas/monitor-config';
import { http } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';

/** 监测关键词 (`/business/v1/riskMonitorKey`); rows are `RiskMonitorKeyRow` of @risk/shared/schemas/monitor-config. */
export const RISK_MONITOR_KEY_URL = '/business/v1/riskMonitorKey';
export const RISK_MONITOR_KEY_SORTABLE = ['createTime', 'keyWord', 'type', 'region'] as const;
export const RISK_MONITOR_KEY_DEFAULT_SORT = 'createTime,DESC';

/** POST, or PUT with the id for an edit */
export const useSaveRiskMonitorKey = () =>
  useListMutation(RISK_MONITOR_KEY_URL, ({ id, input }: { id?: number; input: RiskMonitorKeyBody }) =>
    id ? http.put(RISK_MONITOR_KEY_URL, { id, ...input }) : http.post(RISK_MONITOR_KEY_URL, input),
  );

/** DELETE with the ids */
export const useDeleteRiskMonitorKeys = () =>
  useListMutation(RISK_MONITOR_KEY_URL, (ids: Key[]) => http.del(RISK_MONITOR_KEY_URL, ids));
