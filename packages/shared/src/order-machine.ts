import type { PermissionCode } from './permissions.ts';
import { COMPANY_STATUS as C, INFO_STATUS, POOL_RULES, type CompanyStatus } from './pool.ts';
import { DISPOSAL_MSG } from './schemas/disposal.ts';
import { ORDER_NOT_TAKEN, ORDER_STATUS as S, type OrderStatus, type WarningLevel } from './verification.ts';

/**
 * The verification order's state machine as data. Every status change of an order is one row:
 * the server enforces it with one conditional update per step (`WHERE status IN from`), writes
 * the trail row, the operation log and the row's notice, and the case module applies the row's
 * effect on the pool company and the disposal order in the same transaction; the client reads
 * the rows to show buttons. `to` is null where the step keeps the status (edits, audits of
 * mini-app forms) or depends on the payload (rating).
 */
export interface OrderAction {
  label: string;
  /** statuses the action is allowed in; empty for `create`, which makes the order */
  from: readonly OrderStatus[];
  to: OrderStatus | null;
  /** permission codes, any of which suffices (admin passes all) */
  permission: readonly PermissionCode[];
  /**
   * who acts: the city, or the district the order was dispatched to; `follows` where the order
   * follows a step of its pool company or its disposal order, whose own rules decided who may act
   */
  side: 'city' | 'district' | 'follows';
  /** the message when the status does not allow it; a function where the statuses call for several */
  refused: string | ((status: OrderStatus) => string);
  /** only the username admin may do it (the county list's 退单 button) */
  adminOnly?: boolean;
  /** the message when the order reports no layoffs (isDownsizing not '1'); present only where the action needs them */
  needsLayoffs?: string;
  /** the step removes the order (a push taken back): no trail is left, the pool's log keeps the ids */
  removes?: true;
  /** the step leaves no trail row (creation: the trail starts at dispatch; the pool's log records the push) */
  noTrail?: true;
  /** what the pool company of the order becomes, in the same transaction */
  pool?: PoolEffect;
  /** `follow`: the disposal order follows the order (created, re-levelled, reopened, closed or dropped) */
  disposal?: 'follow';
  /** who is told, and what */
  notice?: OrderNotice;
}

/** Facts of a step that the pool company keeps. */
export type PoolFact = 'pushTime' | 'dispatchTime' | 'gradeTime' | 'archiveTime' | 'companyRegion' | 'level';

/** A step's effect on the pool company: one conditional UPDATE where `from` is given. */
export interface PoolEffect {
  /** the company statuses the step needs; another answers `refused` and nothing is written */
  from?: readonly CompanyStatus[];
  refused?: string;
  /** the status afterwards; `byLevel`: 联动处置 at a disposal level (三级 and above), else 待存档 */
  status?: CompanyStatus | 'byLevel';
  infoStatus?: (typeof INFO_STATUS)[keyof typeof INFO_STATUS];
  /** facts the company takes over: the step's time in the named column, the order's district or level */
  keep?: readonly PoolFact[];
  /** columns emptied */
  clear?: readonly 'pushTime'[];
}

/**
 * A notice of a step: to the order's district or to the city users. `text` has placeholders
 * filled from the order after the step and the step's payload ({companyName}, {region},
 * {level}, {reason}, {auditExplain}); keyed by the status reached where it depends on it.
 */
export interface OrderNotice {
  to: 'district' | 'city';
  text: string | Partial<Record<OrderStatus, string>>;
}

/** Messages of the machine's conditions beyond status that the spec leaves to us. */
export const ORDER_MACHINE_MSG = {
  ratingWithoutLayoffs: '企业未发生裁员，无需预警定级',
} as const;

/** Back at the city (撤回, 退单, 退回市级): the company is pushed and not dispatched again. */
const BACK_AT_CITY: PoolEffect = { status: C.PUSHED, infoStatus: INFO_STATUS.UNPROCESSED };
const HANDED_BACK: OrderNotice = { to: 'city', text: '{region}退回了核实工单：{companyName}，原因：{reason}' };

export const ORDER_ACTIONS = {
  dispatch: {
    label: '派单',
    from: [S.NEW, S.REVOKED, S.REFUSED],
    to: S.DISPATCHED,
    permission: ['riskVerificationCity:sendOrders'],
    side: 'city',
    refused: '只有新建、已撤回或已退单的工单才能派单',
    pool: { infoStatus: INFO_STATUS.DISPATCHED, keep: ['dispatchTime'] },
    notice: { to: 'district', text: '市级派发了核实工单：{companyName}，请及时接单' },
  },
  editRegion: {
    label: '修改派单区县',
    from: [S.NEW, S.NOT_DISPATCHED, S.REVOKED, S.REFUSED],
    to: null,
    permission: ['riskVerificationCity:editRegion'],
    side: 'city',
    refused: '只有新建、暂不派单、已撤回或已退单的工单才能修改派单区县',
    pool: { keep: ['companyRegion'] },
  },
  noDelivery: {
    label: '暂不派单',
    from: [S.NEW],
    to: S.NOT_DISPATCHED,
    permission: ['riskVerificationCity:noDispatch', 'riskVerificationCity:batchNoDispatch'],
    side: 'city',
    refused: '只有新建的工单才能暂不派单',
    pool: { infoStatus: INFO_STATUS.NOT_DISPATCHED },
  },
  reCallNoDelivery: {
    label: '撤销暂不派单',
    from: [S.NOT_DISPATCHED],
    to: S.NEW,
    permission: ['riskVerificationCity:reCallNoDelivery'],
    side: 'city',
    refused: '只有暂不派单的工单才能撤销暂不派单',
    pool: { infoStatus: INFO_STATUS.UNPROCESSED },
  },
  revoke: {
    label: '撤回',
    from: [S.DISPATCHED],
    to: S.REVOKED,
    permission: ['riskVerificationCity:revocation'],
    side: 'city',
    refused: '区县已经进行接单操作,不能进行撤回',
    pool: BACK_AT_CITY,
  },
  takeOrder: {
    label: '接单',
    from: [S.DISPATCHED],
    to: S.TAKEN,
    permission: ['riskVerificationCounty:takeOrder'],
    side: 'district',
    refused: '工单已被接单、撤回或退回，不能接单',
    pool: { status: C.VERIFYING },
  },
  /** the district's 退单 of an order it has not taken: guarded by the code named for 退单 (first-document.md) */
  refuse: {
    label: '退单',
    from: [S.DISPATCHED],
    to: S.REFUSED,
    permission: ['riskVerificationCounty:backOrder'],
    side: 'district',
    refused: '只有待接单的工单才能退单',
    pool: BACK_AT_CITY,
    notice: HANDED_BACK,
  },
  backOrder: {
    label: '退回市级',
    from: [S.TAKEN, S.VERIFYING],
    to: S.REFUSED,
    permission: ['riskVerificationCounty:backOrder'],
    side: 'district',
    refused: '只有已接单且未提交核实的工单才能退回',
    adminOnly: true,
    pool: BACK_AT_CITY,
    notice: HANDED_BACK,
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
    notice: { to: 'city', text: '{region}提交了{companyName}的核实情况，请审核' },
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
    notice: { to: 'district', text: '{companyName}的核实情况被市级退回：{auditExplain}' },
  },
  rating: {
    label: '预警定级',
    from: [S.TO_RATE, S.DISPOSING, S.DONE],
    to: null,
    permission: ['riskVerificationCity:setLevel'],
    side: 'city',
    refused: '预警定级操作请在区县完成调查核实后,存档前进行',
    // a level is set only for a company that reported layoffs (isDownsizing '1')
    needsLayoffs: ORDER_MACHINE_MSG.ratingWithoutLayoffs,
    pool: { status: 'byLevel', keep: ['level', 'gradeTime'] },
    disposal: 'follow',
    notice: {
      to: 'district',
      text: { [S.DISPOSING]: '{companyName}已定级为{level}，请开展联动处置', [S.DONE]: '{companyName}已定级为{level}' },
    },
  },
} as const satisfies Record<string, OrderAction>;

export type OrderActionName = keyof typeof ORDER_ACTIONS;

/**
 * The order's steps that follow its pool company or its disposal order rather than a button on
 * the order: made by the push, removed by taking the push back, closed by the disposal's 办结,
 * archived with the company. Rows of the same machine, apart because no one invokes them on
 * the order itself; the case module drives both tables with one step.
 */
export const ORDER_FOLLOWS = {
  create: {
    label: '推送',
    from: [],
    to: S.NEW,
    // the pool's push, or the city's 新建工单 (POST /riskVerificationForms)
    permission: ['riskCompany:batchPush', 'riskCompany:push', 'riskVerificationCity:sendOrders'],
    side: 'follows',
    refused: POOL_RULES.push.message,
    noTrail: true,
    pool: { from: POOL_RULES.push.allowed, refused: POOL_RULES.push.message, status: C.PUSHED, keep: ['pushTime'] },
  },
  withdraw: {
    label: '撤回推送',
    from: ORDER_NOT_TAKEN,
    to: null,
    // the pool's 撤回 of a push, or the city's 删除 of the order (DELETE /riskVerificationForms)
    permission: ['riskCompany:push', 'riskVerificationCity:revocation'],
    side: 'follows',
    refused: POOL_RULES.withdrawTaken,
    removes: true,
    pool: {
      from: POOL_RULES.withdraw.allowed,
      refused: POOL_RULES.withdraw.message,
      status: C.NOT_PUSHED,
      // a dispatched order taken back leaves nothing dispatched: pushed again, the company starts over
      infoStatus: INFO_STATUS.UNPROCESSED,
      clear: ['pushTime'],
    },
  },
  disposalFinish: {
    label: '联动处置办结',
    from: [S.DISPOSING],
    to: S.DONE,
    permission: ['riskDisposalCounty:save'],
    side: 'follows',
    refused: '核实工单不在联动处置中，不能办结',
    pool: { from: [C.DISPOSING], refused: DISPOSAL_MSG.companyNotDisposing, status: C.TO_ARCHIVE },
  },
  archive: {
    label: '存档',
    from: [S.DONE],
    to: S.ARCHIVED,
    permission: ['riskCompany:save', 'save:save'],
    side: 'follows',
    refused: '只有已办结的工单才能存档',
    pool: {
      from: POOL_RULES.archive.allowed,
      refused: POOL_RULES.archive.message,
      status: C.TO_EVALUATE,
      keep: ['archiveTime'],
    },
  },
} as const satisfies Record<string, OrderAction>;

export type OrderFollowName = keyof typeof ORDER_FOLLOWS;

/** Every row of the machine: the order's actions and the steps it follows. */
export const ORDER_STEPS = { ...ORDER_ACTIONS, ...ORDER_FOLLOWS } as const satisfies Record<string, OrderAction>;
export type OrderStepName = keyof typeof ORDER_STEPS;

/** Audit at 5 only; the spec gives two messages by where the order stands. */
function auditRefusal(status: OrderStatus): string {
  return status >= S.TO_RATE && status <= S.ARCHIVED ? '已审核完成,请勿重复进行此操作' : '核实情况内容未填写';
}

export function actionAllowed(action: OrderStepName, status: number): boolean {
  return (ORDER_STEPS[action].from as readonly number[]).includes(status);
}

export function refusalOf(action: OrderStepName, status: OrderStatus): string {
  const r: OrderAction['refused'] = ORDER_STEPS[action].refused;
  return typeof r === 'function' ? r(status) : r;
}

/** The message when the order misses the action's condition beyond its status (layoffs for rating), else null. */
export function conditionRefusal(action: OrderStepName, order: { isDownsizing: string | null }): string | null {
  const def: OrderAction = ORDER_STEPS[action];
  return def.needsLayoffs !== undefined && order.isDownsizing !== '1' ? def.needsLayoffs : null;
}

/** Levels that send the case to linked disposal (三级 or above; 一级 is the most severe). */
export const DISPOSAL_LEVELS: readonly WarningLevel[] = ['一级', '二级', '三级'];

/** The pool company's status after rating: 联动处置 (3) at a disposal level, else 待存档 (4). */
export function poolStatusAfterRating(level: WarningLevel): CompanyStatus {
  return DISPOSAL_LEVELS.includes(level) ? C.DISPOSING : C.TO_ARCHIVE;
}

/** The notice's text for the status reached, its placeholders filled from `facts`; null where the row sends none. */
export function noticeText(notice: OrderNotice, reached: OrderStatus, facts: Record<string, unknown>): string | null {
  const template = typeof notice.text === 'string' ? notice.text : notice.text[reached];
  if (template === undefined) return null;
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(facts[key] ?? ''));
}

/** Rating at 6–8: 三级 and above → 联动处置 (7, a disposal order is created), 三级以下 → 已办结 (8). */
export function statusAfterRating(level: WarningLevel): OrderStatus {
  return DISPOSAL_LEVELS.includes(level) ? S.DISPOSING : S.DONE;
}

/** City work-list tabs → statuses. */
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
 * The city's early-warning tabs: one per disposal
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

/**
 * The status sets the statistics count by, one definition for the verification statistics,
 * the reports and the dashboards. An order counts once the city dispatched it (any status the
 * district list shows); the district accepted it once it took it; it was fed back once the
 * verification was submitted; its disposal is done once it is closed (8) or archived (9).
 */
export const STAT_STATUSES = {
  DISPATCHED: COUNTY_TABS.countyAll,
  ACCEPTED: [S.TAKEN, S.VERIFYING, S.TO_AUDIT, S.TO_RATE, S.DISPOSING, S.DONE, S.ARCHIVED],
  FED_BACK: [S.TO_AUDIT, S.TO_RATE, S.DISPOSING, S.DONE, S.ARCHIVED],
  DISPOSED: [S.DONE, S.ARCHIVED],
  /** back with the city, not (or no longer) dispatched */
  WITH_CITY: [S.NEW, S.NOT_DISPATCHED, S.REVOKED, S.REFUSED],
} as const satisfies Record<string, readonly OrderStatus[]>;

/**
 * The layoff list (裁员名单): the dispatched orders whose verification form reports layoffs
 * (isDownsizing '1'). One definition for 核实统计's 裁员名单 and the 裁员报告 list, which shows one
 * report per such order (docs/clerk-notes.md).
 */
export const LAYOFF_LIST = { statuses: STAT_STATUSES.DISPATCHED, isDownsizing: '1' } as const;

/** Whether an order is on the layoff list. */
export const onLayoffList = (o: { status: number; isDownsizing: string | null }): boolean =>
  (LAYOFF_LIST.statuses as readonly number[]).includes(o.status) && o.isDownsizing === LAYOFF_LIST.isDownsizing;

/** Verification details are viewable for 5 to 9. */
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
