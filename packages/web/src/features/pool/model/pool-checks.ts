import { COMPANY_STATUS, POOL_RULES, poolActionAllowed } from '@risk/shared/pool';

/**
 * The pool's action rules checked in the browser before calling, with the server's
 * exact messages: each answers the message to show, or undefined when the action may go ahead.
 */
interface PoolRowState {
  status: number;
  companyRegion: string | null;
  isMatch: boolean;
}

export function deleteRefusal(rows: readonly PoolRowState[]): string | undefined {
  return rows.every((r) => poolActionAllowed(POOL_RULES.delete, r.status)) ? undefined : POOL_RULES.delete.message;
}

export function batchPushRefusal(rows: readonly PoolRowState[]): string | undefined {
  if (rows.some((r) => !r.companyRegion)) return POOL_RULES.batchPushNeedsRegion;
  return rows.every((r) => poolActionAllowed(POOL_RULES.push, r.status)) ? undefined : POOL_RULES.push.message;
}

export function pushRefusal(row: PoolRowState): string | undefined {
  if (!row.companyRegion) return POOL_RULES.pushNeedsRegion;
  return poolActionAllowed(POOL_RULES.push, row.status) ? undefined : POOL_RULES.push.message;
}

export function withdrawRefusal(row: PoolRowState): string | undefined {
  return poolActionAllowed(POOL_RULES.withdraw, row.status) ? undefined : POOL_RULES.withdraw.message;
}

/** The detail needs registry data: an unmatched company is refused before any call. */
export function detailRefusal(row: PoolRowState): string | undefined {
  return row.isMatch ? undefined : POOL_RULES.unmatchedDetail;
}

/** The row offers 推送 while not pushed and 撤回 while pushed; later states have neither. */
export const pushButtonOf = (row: PoolRowState): 'push' | 'withdraw' | undefined =>
  row.status === COMPANY_STATUS.NOT_PUSHED ? 'push' : row.status === COMPANY_STATUS.PUSHED ? 'withdraw' : undefined;
