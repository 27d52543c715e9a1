import { USER_LEVEL } from './levels.ts';

/** Pool status of a risk company (`company_status`); 5 is not used. */
export const COMPANY_STATUS = {
  NOT_PUSHED: 0,
  PUSHED: 1,
  VERIFYING: 2,
  DISPOSING: 3,
  TO_ARCHIVE: 4,
  TO_EVALUATE: 6,
  EVALUATED: 7,
} as const;
export type CompanyStatus = (typeof COMPANY_STATUS)[keyof typeof COMPANY_STATUS];

export const COMPANY_STATUS_LABEL: Record<CompanyStatus, string> = {
  0: '未推送',
  1: '已推送',
  2: '核实中',
  3: '联动处置',
  4: '待存档',
  6: '待评价',
  7: '已评价',
};

/** Risk degree: 低=0, 中=1, 高=2. */
export const RISK_DEGREE_LABEL: Record<number, string> = { 0: '低', 1: '中', 2: '高' };

/** Dispatch state of a pool company (`infoStatus`). */
export const INFO_STATUS = { UNPROCESSED: 0, DISPATCHED: 1, NOT_DISPATCHED: 2 } as const;

/**
 * Preset status filters of the pool list (roles 2 and 3): the city and the
 * districts work with companies that operations has pushed; operations sees the whole pool.
 */
export const POOL_PRESET_STATUSES: Record<number, readonly CompanyStatus[] | undefined> = {
  [USER_LEVEL.OPS]: undefined,
  [USER_LEVEL.CITY]: [1, 2, 3, 4, 6, 7],
  [USER_LEVEL.DISTRICT]: [1, 2, 3, 4, 6, 7],
};

/** Which statistic cards a level sees: focus hidden from districts, special follow for operations only. */
export function poolCardsFor(level: number, isAdmin: boolean) {
  return {
    focus: isAdmin || level !== USER_LEVEL.DISTRICT,
    specialFollow: isAdmin || level === USER_LEVEL.OPS,
  };
}

/** Key focus by level: the city toggles cityFocus, everyone else focus. */
export function focusFieldFor(level: number): 'cityFocus' | 'focus' {
  return level === USER_LEVEL.CITY ? 'cityFocus' : 'focus';
}

/**
 * Who may archive and evaluate a company: the pool's and 存档评价's codes, and for evaluation also the
 * district's linked-disposal code (riskDisposalCounty:evaluate) within its own district.
 */
export const CASE_PERMISSIONS = {
  archive: ['riskCompany:save', 'save:save'],
  evaluate: ['riskCompany:evaluate', 'save:evaluate', 'riskDisposalCounty:evaluate'],
} as const;

/** The pool's action rules with their exact messages. */
export const POOL_RULES = {
  delete: { allowed: [COMPANY_STATUS.NOT_PUSHED], message: '企业状态为 未推送 才能进行删除操作' },
  push: { allowed: [COMPANY_STATUS.NOT_PUSHED], message: '请检查选中企业状态,状态为未推送才能进行推送操作' },
  pushNeedsRegion: '企业没有派单区县,请先修正派单区县',
  batchPushNeedsRegion: '存在没有派单区县的企业,请先添加派单区县',
  withdraw: { allowed: [COMPANY_STATUS.PUSHED], message: '企业当前状态为为已推送,才能进行撤回操作' },
  withdrawTaken: '区县已经进行接单操作,不能进行撤回',
  archive: { allowed: [COMPANY_STATUS.TO_ARCHIVE], message: '企业当前状态为待存档,才能进行存档操作' },
  archiveNeedsLevel: '请在市人社定级后,在进行存档操作',
  evaluate: { allowed: [COMPANY_STATUS.TO_EVALUATE], message: '企业当前状态为待评价才能进行评价操作' },
  unmatchedDetail: '工商数据未匹配,请同步工商数据后再尝试访问',
  searchNeedsKey: '请输入公司名称或社会信用代码',
  chooseFromDatabase: '请选择数据库中的企业',
} as const;

export function poolActionAllowed(rule: { allowed: readonly number[] }, status: number): boolean {
  return rule.allowed.includes(status);
}
