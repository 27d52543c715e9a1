import { z } from 'zod';
import { ORDER_ACTIONS, ORDER_FOLLOWS, type OrderActionName } from '../order-machine.ts';
import { ALL_PERMISSION_CODES } from '../permissions.ts';
import {
  appReviewBody,
  createOrderBody,
  formSaveBody,
  orderIdParam,
  orderIdQuery,
  orderIdsBody,
  orderListQuery,
  ratingBody,
  refuseBody,
  regionBody,
  relatedBody,
  relatedQuery,
  reviewBody,
  tokenParam,
} from '../schemas/verification.ts';
import {
  DELAY_STATES,
  delayApproveBody,
  delayBody,
  delayListQuery,
  delayRefuseBody,
  urgeBody,
} from '../schemas/timeliness.ts';
import { appFormBody, verificationFormBody } from '../verification-form.ts';
import { emptyEnvelope, envelope, idParam, pageEnvelope, wireTime } from '../wire.ts';
import { callsOf } from './endpoint.ts';
import { relatedCompany } from './pool.ts';

/**
 * The verification workflow contract: the calls (`verificationCalls`), the work lists'
 * sort whitelist and default sorts, and the answers.
 */
const ORDERS_PATH = '/business/v1/riskVerificationForms';
const FORMS_PATH = '/business/v1/risk/riskVerificationInfos';
const PUSH_APP_PATH = '/business/v1/pushApp';
/** The mini-app's public calls (no login; the token is the key). */
const APP_PATH = '/sp/business/v1/riskVerificationInfo';
/** The pool's base, where the spec puts the related companies of an order. */
const RELATED_PATH = '/business/risk/company';
/**
 * The work lists' sorts. 纳入时间 is the company's inclusion time, kept on the order (migration 0034)
 * so a tab's page reads an order index in that order (docs/performance.md).
 */
export const ORDER_SORT_FIELDS = [
  'pushTime',
  'dispatchTime',
  'verificationTime',
  'gradeTime',
  'includedTime',
  'createTime',
  /** the current step's deadline: the most urgent first ascending, orders without a clock last */
  'deadline',
] as const;
/** The city's lists: newest push first; the early-warning tabs and the districts: newest dispatch first. */
export const CITY_DEFAULT_SORT = 'pushTime,DESC';
export const WARNING_DEFAULT_SORT = 'dispatchTime,DESC';
export const COUNTY_DEFAULT_SORT = 'dispatchTime,DESC';

export const orderSocialChange = z.object({
  currentSocial: z.number().int(),
  threeLayoffsNum: z.number().int().nullable(),
});
export type OrderSocialChange = z.infer<typeof orderSocialChange>;

/** Records of a disposal by type (约谈, 裁员和维稳, 对接服务). */
export const disposalCounts = z.object({
  talk: z.number().int(),
  downsizing: z.number().int(),
  server: z.number().int(),
});
export type DisposalCounts = z.infer<typeof disposalCounts>;

export const orderRow = z.object({
  id: z.number().int(),
  riskCompanyId: z.number().int(),
  companyName: z.string(),
  creditCode: z.string(),
  region: z.string(),
  registrationPlace: z.string().nullable(),
  riskPoint: z.string().nullable(),
  riskCompanyInfoCount: z.number().int(),
  status: z.number().int(),
  level: z.string(),
  refusedReason: z.string().nullable(),
  auditExplain: z.string().nullable(),
  isDownsizing: z.string().nullable(),
  isDefuse: z.string().nullable(),
  isPushApp: z.boolean(),
  fillAppStatus: z.number().int(),
  pushTime: wireTime,
  dispatchTime: wireTime.nullable(),
  ordersTime: wireTime.nullable(),
  verificationTime: wireTime.nullable(),
  gradeTime: wireTime.nullable(),
  includedTime: wireTime.nullable(),
  createTime: wireTime,
  /** the current step's deadline (接单, 提交核实 or 联动处置; docs/timeliness.md); null where no clock runs */
  deadline: wireTime.nullable(),
  /** past the deadline (已超期) */
  overdue: z.boolean(),
  /** not past it, and due by the end of the next working day (即将到期) */
  dueSoon: z.boolean(),
  /** the city's reminders (催办) of the order */
  urgeCount: z.number().int(),
  /** working days since dispatch while waiting for feedback (0, 1, 4); null otherwise */
  waitingWorkingDays: z.number().int().nullable(),
  /** 预警等级 as the order record names it (the order's level; 未定级 before rating) */
  warnLevel: z.string(),
  /** '1' when the linked disposal has an interview (约谈) record */
  isInterView: z.enum(['0', '1']),
  /** '1' when the linked disposal has a service-docking (对接服务) record */
  isDock: z.enum(['0', '1']),
  /** the pool company's dispatch state: 0 unprocessed, 1 dispatched, 2 not dispatched for now */
  infoStatus: z.number().int(),
  /** '1' when a layoff report of the company is filed */
  isLayoffReport: z.enum(['0', '1']),
  /** '1' once the district submitted its verification */
  verifyInfo: z.enum(['0', '1']),
  /** '1' once the city's audit passed (待定级 or later) */
  verify: z.enum(['0', '1']),
  /** when the company entered the pool */
  riskCompanyCreateTime: wireTime.nullable(),
  /** 社保变化, only on the pending-dispatch tabs; null when the registry has no headcount of the company */
  socialChange: orderSocialChange.nullable().optional(),
  /** 处置记录: records of the linked disposal by type, only on the early-warning tabs; null without a disposal order */
  disposalCounts: disposalCounts.nullable().optional(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const cityBadges = z.object({
  unprocessedNum: z.number(),
  unhandlerNum: z.number(),
  returnedNum: z.number(),
  reviewedNum: z.number(),
  unRatingNum: z.number(),
  /** delay requests waiting for the city's decision (延期申请) */
  delayPendingNum: z.number(),
});
export type CityBadges = z.infer<typeof cityBadges>;

export const countyBadges = z.object({
  earlyWarnNum: z.number(),
  waitOrdersNum: z.number(),
  waitVerifyUnPushNum: z.number(),
  waitVerifyPushNum: z.number(),
  waitReviewedNum: z.number(),
});
export type CountyBadges = z.infer<typeof countyBadges>;

export const countyStatRow = z.object({
  region: z.string(),
  /** orders the district accepted (taken: 1, 4–9) */
  receivedNum: z.number(),
  /** orders dispatched to the district (0, 1, 4–9): it should accept them */
  shouldNum: z.number(),
  /** submitted verifications (5–9) */
  submittedNum: z.number(),
  guidanceRate: z.number(),
  /** submitted forms reporting layoffs (isDownsizing '1') */
  layoffsNum: z.number(),
  /** rated 三级 or above */
  aboveLevel3Num: z.number(),
  /** rated 三级 or above and through disposal (8, 9) */
  guidedNum: z.number(),
  disposalRate: z.number(),
  /** working days from dispatch to submission over submitted orders, 2 decimals */
  averageFeedbackDays: z.number(),
  /** orders past their current step's deadline now (已超期, docs/timeliness.md) */
  overdueNum: z.number(),
  /** the city's reminders (催办) of the district's orders */
  urgeNum: z.number(),
});
export type CountyStatRow = z.infer<typeof countyStatRow>;

export const cityStatRow = z.object({
  region: z.string(),
  /** pool companies of the district not pushed yet */
  notPushedNum: z.number(),
  /** orders with the city, not dispatched (10, 11, 2, 3) */
  notDispatchedNum: z.number(),
  /** orders dispatched (0, 1, 4–9) */
  dispatchedNum: z.number(),
  acceptedNum: z.number(),
  shouldNum: z.number(),
  feedbackNum: z.number(),
  verifyRate: z.number(),
  layoffsNum: z.number(),
  aboveLevel3Num: z.number(),
  guidedNum: z.number(),
  disposalRate: z.number(),
  /** social-security headcount of the dispatched companies (latest year of the registry) */
  socialNum: z.number(),
  /** headcount lost against the year before, as a fraction of that year (the client shows percent with 2 decimals) */
  socialReductionRate: z.number(),
});
export type CityStatRow = z.infer<typeof cityStatRow>;

export const orderStatistics = z.object({
  county: z.array(countyStatRow),
  city: z.array(cityStatRow),
});
export type OrderStatistics = z.infer<typeof orderStatistics>;

export const orderAuditRow = z.object({
  action: z.string(),
  label: z.string(),
  fromStatus: z.number().nullable(),
  toStatus: z.number().nullable(),
  actorName: z.string(),
  payload: z.unknown(),
  createTime: wireTime,
});
export type OrderAuditRow = z.infer<typeof orderAuditRow>;

/** A batch action answers how many orders it moved. */
export const dispatchAnswer = z.object({ dispatched: z.number().int() });
export const holdAnswer = z.object({ held: z.number().int() });
export const recallAnswer = z.object({ recalled: z.number().int() });
export const ratingAnswer = z.object({ status: z.number().int() });

/**
 * A stored verification form (risk_verification_info): the answers of `verificationFormBody` as the
 * table keeps them (yes/no as '0'/'1' text) and where they came from.
 */
export const verificationInfoRow = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  isDownsizing: z.string(),
  workersNum: z.number().int(),
  downNum: z.number().int(),
  isLayoffplan: z.string(),
  compensateType: z.string().nullable(),
  compensate: z.string().nullable(),
  isDownmoney: z.string(),
  isBackpay: z.string(),
  isLacksocial: z.string(),
  otherReason: z.string().nullable(),
  /** suggested by the system from the answers (suggestLevel) */
  systemLevel: z.string(),
  /** suggested by the district */
  level: z.string(),
  contacts: z.string(),
  contactsTel: z.string(),
  /** 'county' when the district filled it, 'app' when taken over from the mini-app */
  source: z.string(),
  insertTime: wireTime,
  updateTime: wireTime.nullable(),
});
export type VerificationInfoRow = z.infer<typeof verificationInfoRow>;

/** What the company answered on the mini-app page (checked by `appFormBody` when it submitted). */
export const appAnswers = z.object(appFormBody.shape);
export type AppAnswers = z.infer<typeof appAnswers>;

/** The latest mini-app form of an order; the company's answers are kept under `data`. */
export const storedAppForm = z.object({
  id: z.number().int(),
  data: appAnswers.nullable(),
  fillAppStatus: z.number().int(),
  submittedTime: wireTime.nullable(),
  auditTime: wireTime.nullable(),
  auditBy: z.string().nullable(),
  auditOpinion: z.string().nullable(),
  expiresAt: wireTime,
  createTime: wireTime,
});

/** The order's detail: the order, its form, the latest mini-app form and the related companies. */
export const orderDetail = z.object({
  order: orderRow,
  form: verificationInfoRow.nullable(),
  appForm: storedAppForm.nullable(),
  related: z.array(
    z.object({
      riskCompanyId: z.number().int(),
      companyName: z.string(),
      creditCode: z.string(),
      status: z.number().int(),
    }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** A one-time link for the company (`verificationCalls.pushApp`). */
export const miniAppLink = z.object({ token: z.string(), link: z.string(), expiresAt: wireTime });
export type MiniAppLink = z.infer<typeof miniAppLink>;

/**
 * `verificationCalls.appReview`: what the district reviews, the
 * company's latest mini-app answers of the order (null before any push) and where the review stands.
 */
export const appReviewView = z.object({
  orderId: z.number().int(),
  companyName: z.string(),
  /** the order's fillAppStatus: 0 not filled, 1 pending audit, 2 approved, 3 not passed */
  fillAppStatus: z.number().int(),
  latest: z
    .object({
      id: z.number().int(),
      form: appAnswers.nullable(),
      fillAppStatus: z.number().int(),
      submittedTime: wireTime.nullable(),
      auditTime: wireTime.nullable(),
      auditBy: z.string().nullable(),
      auditOpinion: z.string().nullable(),
      expiresAt: wireTime,
      createTime: wireTime,
    })
    .nullable(),
});
export type AppReviewView = z.infer<typeof appReviewView>;

/** What the mini-app page reads with its token. */
export const appFormView = z.object({
  companyName: z.string(),
  creditCode: z.string(),
  region: z.string(),
  form: appAnswers.nullable(),
  fillAppStatus: z.number().int(),
  auditOpinion: z.string().nullable(),
  expired: z.boolean(),
});
export type AppFormView = z.infer<typeof appFormView>;

/** A 催办 of an order as its detail lists it. */
export const orderUrgeRow = z.object({
  id: z.number().int(),
  /** the step whose clock ran when the city urged (take, verify, dispose) */
  step: z.string(),
  content: z.string(),
  actorName: z.string(),
  /** the step's deadline at the time */
  deadline: wireTime.nullable(),
  createTime: wireTime,
});
export type OrderUrgeRow = z.infer<typeof orderUrgeRow>;

/** A 延期 request of an order: who asked, for how many working days and why, and the city's decision. */
export const orderDelayRow = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** the step whose clock the district asked to extend (take, verify, dispose) */
  step: z.string(),
  days: z.number().int(),
  reason: z.string(),
  state: z.enum(DELAY_STATES),
  requesterName: z.string(),
  requestTime: wireTime,
  /** the step's deadline when asked; on approval, the one the days were added to */
  deadlineBefore: wireTime.nullable(),
  /** the deadline the approval set; null until approved */
  deadlineAfter: wireTime.nullable(),
  deciderName: z.string().nullable(),
  decideTime: wireTime.nullable(),
  opinion: z.string().nullable(),
});
export type OrderDelayRow = z.infer<typeof orderDelayRow>;

/** A row of the city's 延期申请 list: the request and its order. */
export const delayListRow = orderDelayRow.extend({
  companyName: z.string(),
  region: z.string(),
  status: z.number().int(),
});
export type DelayListRow = z.infer<typeof delayListRow>;
export const DELAY_SORT_FIELDS = ['requestTime', 'decideTime'] as const;
export const DELAY_DEFAULT_SORT = 'requestTime,ASC';

const codesOf = (module: string) => ALL_PERMISSION_CODES.filter((c) => c.startsWith(`${module}:`));
/** Holding any action of the city or the county verification lists opens the lists and details. */
const CITY = codesOf('riskVerificationCity');
const COUNTY = codesOf('riskVerificationCounty');
const EITHER = [...CITY, ...COUNTY];
/** A call of one action of the order machine: its permission codes. */
const byAction = (action: OrderActionName) => ORDER_ACTIONS[action].permission;

const orders = callsOf('verification', ORDERS_PATH);
const forms = callsOf('verification', FORMS_PATH);
const pushApp = callsOf('verification', PUSH_APP_PATH);
const app = callsOf('verification', APP_PATH);
const related = callsOf('verification', RELATED_PATH);

/**
 * The calls of the verification workflow (风险核实): the work lists and their badges, the order's
 * detail and trail, the machine's actions, the form, the mini-app and the related companies, and
 * 核实统计. One area: every write refreshes the lists, badges and details together.
 */
export const verificationCalls = {
  list: orders.get('', {
    access: EITHER,
    query: orderListQuery,
    answer: pageEnvelope(orderRow),
    sort: ORDER_SORT_FIELDS,
  }),
  cityBadges: orders.get('/statics', { access: CITY, answer: envelope(cityBadges) }),
  countyBadges: orders.get('/statics/county', { access: COUNTY, answer: envelope(countyBadges) }),
  statistics: orders.get('/statics/city', { access: 'authenticated', answer: envelope(orderStatistics) }),
  auditHistory: orders.get('/auditHistory', {
    access: EITHER,
    query: orderIdQuery,
    answer: envelope(z.array(orderAuditRow)),
  }),
  reviewHistory: orders.get('/verificationInfo/auditHistory', {
    access: EITHER,
    query: orderIdQuery,
    answer: envelope(z.array(orderAuditRow)),
  }),
  detail: orders.get('/:id', { access: EITHER, params: idParam, answer: envelope(orderDetail) }),
  dispatch: orders.post('/dispatch', {
    access: byAction('dispatch'),
    body: orderIdsBody,
    answer: envelope(dispatchAnswer),
  }),
  noDelivery: orders.post('/noDelivery', {
    access: byAction('noDelivery'),
    body: orderIdsBody,
    answer: envelope(holdAnswer),
  }),
  reCallNoDelivery: orders.post('/reCallNoDelivery', {
    access: byAction('reCallNoDelivery'),
    body: orderIdsBody,
    answer: envelope(recallAnswer),
  }),
  /** 新建工单: the push of one pool company by the city (its code is 派单's: the spec's "create, send orders") */
  create: orders.post('', {
    access: byAction('dispatch'),
    body: createOrderBody,
    answer: envelope(orderRow),
  }),
  /** the order's dispatch district, its one field the city edits before the district has it */
  update: orders.put('/:id', {
    access: byAction('editRegion'),
    params: idParam,
    body: regionBody,
    answer: emptyEnvelope,
  }),
  /** 删除: the orders leave the workflow before the district takes them; their companies are 未推送 again */
  remove: orders.delete('', {
    access: ORDER_FOLLOWS.withdraw.permission,
    body: orderIdsBody,
    answer: envelope(z.object({ removed: z.number().int() })),
  }),
  /** 催办: the city urges the district holding the step; a notice tells its users */
  urge: orders.post('/:id/urge', {
    access: ['riskVerificationCity:urge'],
    params: idParam,
    body: urgeBody,
    answer: emptyEnvelope,
  }),
  /** the order's reminders, newest first */
  urges: orders.get('/:id/urge', { access: EITHER, params: idParam, answer: envelope(z.array(orderUrgeRow)) }),
  /** 申请延期: the district holding the step asks the city for more working days */
  delay: orders.post('/:id/delay', {
    access: ['riskVerificationCounty:delay', 'riskDisposalCounty:delay'],
    params: idParam,
    body: delayBody,
    answer: emptyEnvelope,
  }),
  /** 同意延期: the order's pending request is granted and its deadline moves by the days asked */
  delayApprove: orders.post('/:id/delay/approve', {
    access: ['riskVerificationCity:decideDelay'],
    params: idParam,
    body: delayApproveBody,
    answer: emptyEnvelope,
  }),
  /** 驳回延期: the order's pending request is refused; the deadline stays */
  delayRefuse: orders.post('/:id/delay/refuse', {
    access: ['riskVerificationCity:decideDelay'],
    params: idParam,
    body: delayRefuseBody,
    answer: emptyEnvelope,
  }),
  /** the order's delay requests, newest first */
  delays: orders.get('/:id/delay', {
    access: [...EITHER, 'riskDisposalCounty:delay'],
    params: idParam,
    answer: envelope(z.array(orderDelayRow)),
  }),
  /** 延期申请: the city's list of requests over every district, oldest pending first */
  delayList: orders.get('/delays', {
    access: ['riskVerificationCity:decideDelay'],
    query: delayListQuery,
    answer: pageEnvelope(delayListRow),
    sort: DELAY_SORT_FIELDS,
    defaultSort: DELAY_DEFAULT_SORT,
  }),
  revoke: orders.post('/:id/revoked', { access: byAction('revoke'), params: idParam, answer: emptyEnvelope }),
  take: orders.post('/:id/orderd', { access: byAction('takeOrder'), params: idParam, answer: emptyEnvelope }),
  refuse: orders.post('/:id/refused', {
    access: byAction('refuse'),
    params: idParam,
    body: refuseBody,
    answer: emptyEnvelope,
  }),
  backOrder: orders.post('/:id/backOrder', {
    access: byAction('backOrder'),
    params: idParam,
    body: refuseBody,
    answer: emptyEnvelope,
  }),
  /** 通过 or 退回: the handler checks the chosen action's own codes */
  review: orders.post('/:id/review', {
    access: [...new Set([...byAction('reviewPass'), ...byAction('reviewReturn')])],
    params: idParam,
    body: reviewBody,
    answer: emptyEnvelope,
  }),
  rate: orders.post('/:id/rating', {
    access: byAction('rating'),
    params: idParam,
    body: ratingBody,
    answer: envelope(ratingAnswer),
  }),
  /** 保存 or 提交: the handler checks the chosen action's own codes */
  saveForm: forms.post('', {
    access: ['riskVerificationCounty:writeVerify', 'riskVerificationCounty:submitVerify'],
    body: formSaveBody,
    answer: envelope(verificationInfoRow),
  }),
  editForm: forms.put('/:id', {
    access: byAction('editForm'),
    params: idParam,
    body: verificationFormBody,
    answer: envelope(verificationInfoRow),
  }),
  /** the order's form (a POST in the spec; the path names the order), null before any */
  form: forms.post('/:orderId', {
    access: 'authenticated',
    params: orderIdParam,
    answer: envelope(verificationInfoRow.nullable()),
  }),
  pushApp: pushApp.get('/:orderId', {
    access: byAction('pushApp'),
    params: orderIdParam,
    answer: envelope(miniAppLink),
  }),
  /** the mini-app page's view of its link (public: the token is the key) */
  appForm: app.get('/:token', { access: 'public', params: tokenParam, answer: envelope(appFormView) }),
  submitAppForm: app.post('/:token', {
    access: 'public',
    params: tokenParam,
    body: appFormBody,
    answer: emptyEnvelope,
  }),
  appReview: app.get('/review/:orderId', {
    access: 'authenticated',
    params: orderIdParam,
    answer: envelope(appReviewView),
  }),
  auditApp: app.post('/review/:orderId', {
    access: byAction('auditApp'),
    params: orderIdParam,
    body: appReviewBody,
    answer: emptyEnvelope,
  }),
  /** the related companies of orders (`ids` their ids, repeated keys) */
  related: related.get('/related', {
    access: 'authenticated',
    query: relatedQuery,
    answer: envelope(z.array(relatedCompany)),
  }),
  addRelated: related.post('/relatedCompany/:orderId', {
    access: 'riskVerificationCounty:correlationCompany',
    params: orderIdParam,
    body: relatedBody,
    answer: envelope(z.object({ added: z.number().int() })),
  }),
};
