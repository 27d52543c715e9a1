import type { PermissionCode } from './permissions.ts';
import { ORDER_STATUS as S, type OrderStatus, type WarningLevel } from './verification.ts';

/**
 * The verification order's state machine as data (DESIGN.md status table, spec doc 1 §4 action
 * rules). The server enforces it with one conditional update per action; the client reads it to
 * show buttons. `to` is null where the action keeps the status (edits, audits of mini-app forms)
 * or depends on the payload (rating).
 */
export interface OrderAction {
  label: string;
  /** statuses the action is allowed in */
  from: readonly OrderStatus[];
  to: OrderStatus | null;
  /** permission codes, any of which suffices (admin passes all) */
  permission: readonly PermissionCode[];
  /** who acts: the city, or the district the order was dispatched to */
  side: 'city' | 'district';
  /** the message when the status does not allow it; a function where the spec gives several */
  refused: string | ((status: OrderStatus) => string);
  /** only the username admin may do it (the county list's 退单 button) */
  adminOnly?: boolean;
  /** the message when the order reports no layoffs (isDownsizing not '1'); present only where the action needs them */
  needsLayoffs?: string;
}

/** Messages of the machine's conditions beyond status that the spec leaves to us. */
export const ORDER_MACHINE_MSG = {
  ratingWithoutLayoffs: '企业未发生裁员，无需预警定级',
} as const;

export const ORDER_ACTIONS = {
  dispatch: {
    label: '派单',
    from: [S.NEW, S.REVOKED, S.REFUSED],
    to: S.DISPATCHED,
    permission: ['riskVerificationCity:sendOrders'],
    side: 'city',
    refused: '只有新建、已撤回或已退单的工单才能派单',
  },
  editRegion: {
    label: '修改派单区县',
    from: [S.NEW, S.NOT_DISPATCHED, S.REVOKED, S.REFUSED],
    to: null,
    permission: ['riskVerificationCity:editRegion'],
    side: 'city',
    refused: '只有新建、暂不派单、已撤回或已退单的工单才能修改派单区县',
  },
  noDelivery: {
    label: '暂不派单',
    from: [S.NEW],
    to: S.NOT_DISPATCHED,
    permission: ['riskVerificationCity:noDispatch', 'riskVerificationCity:batchNoDispatch'],
    side: 'city',
    refused: '只有新建的工单才能暂不派单',
  },
  reCallNoDelivery: {
    label: '撤销暂不派单',
    from: [S.NOT_DISPATCHED],
    to: S.NEW,
    permission: ['riskVerificationCity:reCallNoDelivery'],
    side: 'city',
    refused: '只有暂不派单的工单才能撤销暂不派单',
  },
  revoke: {
    label: '撤回',
    from: [S.DISPATCHED],
    to: S.REVOKED,
    permission: ['riskVerificationCity:revocation'],
    side: 'city',
    refused: '区县已经进行接单操作,不能进行撤回',
  },
  takeOrder: {
    label: '接单',
    from: [S.DISPATCHED],
    to: S.TAKEN,
    permission: ['riskVerificationCounty:takeOrder'],
    side: 'district',
    refused: '工单已被接单、撤回或退回，不能接单',
  },
  refuse: {
    label: '退单',
    from: [S.DISPATCHED],
    to: S.REFUSED,
    permission: ['riskVerificationCounty:takeOrder'],
    side: 'district',
    refused: '只有待接单的工单才能退单',
  },
  backOrder: {
    label: '退回市级',
    from: [S.TAKEN, S.VERIFYING],
    to: S.REFUSED,
    permission: ['riskVerificationCounty:backOrder'],
    side: 'district',
    refused: '只有已接单且未提交核实的工单才能退回',
    adminOnly: true,
  },
  pushApp: {
    label: '推送小程序',
    from: [S.TAKEN, S.VERIFYING],
    to: S.VERIFYING,
    permission: ['riskVerificationCounty:pushMiniApp'],
    side: 'district',
    refused: '请在接单后、提交核实前推送小程序',
  },
  auditApp: {
    label: '审核小程序填报',
    from: [S.VERIFYING],
    to: null,
    permission: ['riskVerificationCounty:auditMiniApp'],
    side: 'district',
    refused: '只有核实中的工单才能审核小程序填报',
  },
  saveDraft: {
    label: '保存核实情况',
    from: [S.TAKEN, S.VERIFYING],
    to: S.VERIFYING,
    permission: ['riskVerificationCounty:writeVerify'],
    side: 'district',
    refused: '请在接单后、提交核实前填写核实情况',
  },
  submit: {
    label: '提交核实情况',
    from: [S.TAKEN, S.VERIFYING],
    to: S.TO_AUDIT,
    permission: ['riskVerificationCounty:submitVerify', 'riskVerificationCounty:writeVerify'],
    side: 'district',
    // after submitting the spec's "already submitted"; before taking, the same words as saving a draft
    refused: (status) =>
      ([S.TO_AUDIT, S.TO_RATE, S.DISPOSING, S.DONE, S.ARCHIVED] as OrderStatus[]).includes(status)
        ? '核实情况已提交，请勿重复提交'
        : '请在接单后、提交核实前填写核实情况',
  },
  editForm: {
    label: '修改核实情况',
    from: [S.TAKEN, S.VERIFYING, S.TO_AUDIT, S.TO_RATE, S.DISPOSING, S.DONE, S.ARCHIVED],
    to: null,
    permission: ['riskVerificationCounty:writeVerify'],
    side: 'district',
    refused: '请在区县接单后、存档前修改核实情况',
  },
  reviewPass: {
    label: '审核通过',
    from: [S.TO_AUDIT],
    to: S.TO_RATE,
    permission: ['riskVerificationCity:audit', 'riskVerificationCity:auditVerify'],
    side: 'city',
    refused: auditRefusal,
  },
  reviewReturn: {
    label: '审核退回',
    from: [S.TO_AUDIT],
    to: S.VERIFYING,
    permission: ['riskVerificationCity:audit', 'riskVerificationCity:backVerify'],
    side: 'city',
    refused: auditRefusal,
  },
  rating: {
    label: '预警定级',
    from: [S.TO_RATE, S.DISPOSING, S.DONE],
    to: null,
    permission: ['riskVerificationCity:setLevel'],
    side: 'city',
    refused: '预警定级操作请在区县完成调查核实后,存档前进行',
    // spec doc 1 §2: set level only with isDownsizing true
    needsLayoffs: ORDER_MACHINE_MSG.ratingWithoutLayoffs,
  },
} as const satisfies Record<string, OrderAction>;

export type OrderActionName = keyof typeof ORDER_ACTIONS;

/** Audit at 5 only; the spec gives two messages by where the order stands (doc 1 §4). */
function auditRefusal(status: OrderStatus): string {
  return status >= S.TO_RATE && status <= S.ARCHIVED ? '已审核完成,请勿重复进行此操作' : '核实情况内容未填写';
}

export function actionAllowed(action: OrderActionName, status: number): boolean {
  return (ORDER_ACTIONS[action].from as readonly number[]).includes(status);
}

export function refusalOf(action: OrderActionName, status: OrderStatus): string {
  const r: OrderAction['refused'] = ORDER_ACTIONS[action].refused;
  return typeof r === 'function' ? r(status) : r;
}

/** The message when the order misses the action's condition beyond its status (layoffs for rating), else null. */
export function conditionRefusal(action: OrderActionName, order: { isDownsizing: string | null }): string | null {
  const def: OrderAction = ORDER_ACTIONS[action];
  return def.needsLayoffs !== undefined && order.isDownsizing !== '1' ? def.needsLayoffs : null;
}

/** Levels that send the case to linked disposal (三级 or above; 一级 is the most severe). */
export const DISPOSAL_LEVELS: readonly WarningLevel[] = ['一级', '二级', '三级'];

/** Rating at 6–8: 三级 and above → 联动处置 (7, a disposal order is created), 三级以下 → 已办结 (8). */
export function statusAfterRating(level: WarningLevel): OrderStatus {
  return DISPOSAL_LEVELS.includes(level) ? S.DISPOSING : S.DONE;
}

/** City work-list tabs → statuses (spec doc 1 §4 tab filter map). */
export const CITY_TABS = {
  CityAll: [S.TAKEN, S.TO_AUDIT, S.TO_RATE, S.DISPOSING, S.DONE, S.ARCHIVED],
  New: [S.NEW],
  AwaitOrder: [S.DISPATCHED],
  AwaitVerification: [S.TAKEN],
  SentBack: [S.REFUSED],
  Revoked: [S.REVOKED],
  NotDispatched: [S.NOT_DISPATCHED],
  Audit: [S.TO_AUDIT],
  SetLevel: [S.TO_RATE],
  CountyAll: [S.DISPATCHED, S.TAKEN, S.VERIFYING, S.TO_AUDIT, S.TO_RATE, S.DISPOSING, S.DONE, S.ARCHIVED],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** What a tab lists: statuses, and for an early-warning tab the level rated. */
export interface LevelTab {
  statuses: readonly OrderStatus[];
  level: WarningLevel;
}

/** Orders that went to linked disposal: in it (7), closed (8) or archived (9). */
const AFTER_DISPOSAL = [S.DISPOSING, S.DONE, S.ARCHIVED] as const;

/**
 * The city's early-warning tabs (spec doc 1 §2 "plus early-warning tabs"): one per disposal
 * level, the orders rated at that level that went to linked disposal. Apart from CITY_TABS,
 * whose tabs are statuses alone, because these also filter by level and sort by dispatch time.
 */
export const CITY_WARNING_TABS = {
  EarlyWarn1: { statuses: AFTER_DISPOSAL, level: '一级' },
  EarlyWarn2: { statuses: AFTER_DISPOSAL, level: '二级' },
  EarlyWarn3: { statuses: AFTER_DISPOSAL, level: '三级' },
} as const satisfies Record<string, LevelTab>;

export type CityWarningTab = keyof typeof CITY_WARNING_TABS;

/** The early-warning tab's definition, or undefined for any other tab. */
export const warningTabOf = (tab: string | undefined): LevelTab | undefined =>
  tab !== undefined && Object.hasOwn(CITY_WARNING_TABS, tab) ? CITY_WARNING_TABS[tab as CityWarningTab] : undefined;

/** County work-list tabs → statuses. */
export const COUNTY_TABS = {
  AwaitOrder: [S.DISPATCHED],
  AwaitVerification: [S.TAKEN, S.VERIFYING],
  countyAll: [S.DISPATCHED, S.TAKEN, S.VERIFYING, S.TO_AUDIT, S.TO_RATE, S.DISPOSING, S.DONE, S.ARCHIVED],
} as const satisfies Record<string, readonly OrderStatus[]>;

/** Verification details are viewable for 5 to 9 (spec doc 1 §2). */
export const DETAILS_VISIBLE_FROM: OrderStatus = S.TO_AUDIT;

/** fillAppStatus of the mini-app form: 0 not filled, 1 pending audit, 2 approved, 3 not passed. */
export const FILL_APP_STATUS = { NOT_FILLED: 0, PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const FILL_APP_STATUS_LABEL: Record<number, string> = {
  0: '未填写',
  1: '待审核',
  2: '审核通过',
  3: '审核未通过',
};

/** Working days to feedback beyond which an order without feedback is overdue (target 7). */
export const FEEDBACK_TARGET_WORKING_DAYS = 7;
