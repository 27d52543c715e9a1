import { z } from 'zod';
import { wireTime } from '../wire.ts';

/**
 * The verification workflow contract: paths under /api/pres, the work lists'
 * sort whitelist and default sorts, and the answers. Forms keep every answered field: a stored form
 * passes its fields through (they are the fields of `verificationFormBody`).
 */
export const ORDERS_PATH = '/business/v1/riskVerificationForms';
export const FORMS_PATH = '/business/v1/risk/riskVerificationInfos';
export const PUSH_APP_PATH = '/business/v1/pushApp';
/** The mini-app's public calls (no login; the token is the key). */
export const APP_PATH = '/sp/business/v1/riskVerificationInfo';
/**
 * The work lists' sorts. Not 纳入时间 (the company's inclusion time): an order list cannot read the
 * company's index in order, so every page sorted all orders of the tab (docs/performance.md).
 */
export const ORDER_SORT_FIELDS = ['pushTime', 'dispatchTime', 'verificationTime', 'gradeTime', 'createTime'] as const;
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
  /** dispatched (0, 1, 4) more than FEEDBACK_TARGET_WORKING_DAYS working days ago without feedback */
  overdue: z.boolean(),
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
  overdueNum: z.number(),
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

/** A stored verification form (risk_verification_info): the answers and where they came from. */
export const verificationInfoRow = z.looseObject({
  id: z.number().int(),
  orderId: z.number().int(),
  systemLevel: z.string().nullable(),
  level: z.string().nullable(),
  /** 'county' when the district filled it, 'app' when taken over from the mini-app */
  source: z.string(),
  insertTime: wireTime,
  updateTime: wireTime.nullable(),
});

/** The latest mini-app form of an order; the company's answers are kept under `data`. */
export const storedAppForm = z.object({
  id: z.number().int(),
  data: z.looseObject({}).nullable(),
  fillAppStatus: z.number().int(),
  submittedTime: wireTime.nullable(),
  auditTime: wireTime.nullable(),
  auditBy: z.string().nullable(),
  auditOpinion: z.string().nullable(),
  expiresAt: wireTime,
  createTime: wireTime,
});

/** GET /{id}: the order, its form, the latest mini-app form and the related companies. */
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

/** A one-time link for the company (`GET /business/v1/pushApp/{orderId}`). */
export const miniAppLink = z.object({ token: z.string(), link: z.string(), expiresAt: wireTime });
export type MiniAppLink = z.infer<typeof miniAppLink>;

/**
 * GET /sp/business/v1/riskVerificationInfo/review/{orderId}: what the district reviews, the
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
      form: z.looseObject({}).nullable(),
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
  form: z.looseObject({}).nullable(),
  fillAppStatus: z.number().int(),
  auditOpinion: z.string().nullable(),
  expired: z.boolean(),
});
