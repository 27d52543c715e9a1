import { z } from 'zod';
import { COMPANY_STATUS } from './pool.ts';
import { PHONE_PATTERN, PHONE_MESSAGE } from './phone.ts';

/** Disposal order status: 0 待处置 (nothing recorded yet), 1 处置中, 2 已办结. */
export const DISPOSAL_STATUS = { PENDING: 0, DISPOSING: 1, FINISHED: 2 } as const;
export const DISPOSAL_STATUS_LABEL: Record<number, string> = { 0: '待处置', 1: '处置中', 2: '已办结' };

/**
 * The selection lists' `status=1`: the
 * disposal orders still open (待处置 or 处置中, not 办结), the ones a clerk can pick to work on.
 * It is not a pool status, so it cannot clash with 4, 6, 7.
 */
export const DISPOSAL_OPEN_SELECTION = 1;

/** The disposal list's status filter: the pool statuses after disposal (limited to 4, 6, 7). */
export const DISPOSAL_LIST_POOL_STATUSES = [
  COMPANY_STATUS.TO_ARCHIVE,
  COMPANY_STATUS.TO_EVALUATE,
  COMPANY_STATUS.EVALUATED,
] as const;
export type DisposalListStatus = (typeof DISPOSAL_LIST_POOL_STATUSES)[number];
export const isDisposalListStatus = (s: number): s is DisposalListStatus =>
  (DISPOSAL_LIST_POOL_STATUSES as readonly number[]).includes(s);

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过${max}个字符`);
const day = (label: string) =>
  z.string({ error: `${label}不能为空` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 yyyy-MM-dd`);
const people = (label: string) =>
  z
    .number({ error: `${label}请输入正整数` })
    .int('请输入正整数')
    .min(0, '请输入正整数')
    .max(1_000_000, `${label}过大`);

/** The three disposal tabs (talk / downsizing / server), each a list of dated records. */
export const DISPOSAL_RECORD_TYPES = {
  talk: {
    label: '约谈',
    schema: z.object({
      appointmentTime: day('约谈时间'),
      localDepartment: text('属地部门', 100),
      cityDepartment: text('市级部门', 100),
      departmentHead: text('部门负责人', 30),
      phone: z.string({ error: '联系电话不能为空' }).trim().regex(PHONE_PATTERN, PHONE_MESSAGE),
      opinion: text('约谈意见', 1000),
    }),
    dateField: 'appointmentTime',
  },
  downsizing: {
    label: '裁员和维稳',
    schema: z.object({
      layoffsTime: day('裁员时间'),
      layoffsPerson: people('裁员人数'),
      allDepartment: text('涉及部门', 200),
      opinion: text('维稳情况', 1000),
    }),
    dateField: 'layoffsTime',
  },
  server: {
    label: '对接服务',
    schema: z.object({
      serviceTime: day('服务时间'),
      policies: text('政策服务', 500),
      employmentServices: text('就业服务', 500),
      times: z
        .number({ error: '服务次数请输入正整数' })
        .int('请输入正整数')
        .min(1, '请输入正整数')
        .max(1000, '服务次数过大'),
    }),
    dateField: 'serviceTime',
  },
} as const;
export type DisposalRecordType = keyof typeof DISPOSAL_RECORD_TYPES;
export const DISPOSAL_RECORD_TYPE_NAMES = Object.keys(DISPOSAL_RECORD_TYPES) as DisposalRecordType[];

/** An evaluation of an archived case (only at 待评价). */
export const evaluationBody = z.object({
  riskCompanyId: z.number({ error: '请选择企业' }).int().positive('请选择企业'),
  score: z.number({ error: '请输入评分' }).int('评分必须是整数').min(0, '评分范围为0-100').max(100, '评分范围为0-100'),
  content: text('评价内容', 1000),
  evaluator: text('评价人', 30),
});

/** A layoff statistics entry of a company (LayoffsStatisticsInfo). */
export const layoffStatisticsBody = z
  .object({
    riskCompanyId: z.number({ error: '请选择企业' }).int().positive('请选择企业'),
    statDate: day('统计日期'),
    planNum: people('计划裁员人数'),
    actualNum: people('实际裁员人数'),
    standardNum: people('按标准补偿人数'),
    noCompensationNum: people('未补偿人数'),
    otherNum: people('其他方式人数'),
    remark: z.string().trim().max(500, '备注不能超过500个字符').nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.standardNum + v.noCompensationNum + v.otherNum > v.actualNum)
      ctx.addIssue({ code: 'custom', path: ['standardNum'], message: '补偿方式人数之和不能大于实际裁员人数' });
  });

/**
 * The layoff ratios (LayoffsStatisticsInfo): inner = how the laid-off people were
 * settled (standard compensation / none / other), outer = planned against actual layoffs.
 */
export function layoffRatios(s: {
  planNum: number;
  actualNum: number;
  standardNum: number;
  noCompensationNum: number;
  otherNum: number;
}) {
  const share = (n: number) => (s.actualNum === 0 ? 0 : n / s.actualNum);
  return {
    innerDTOS: {
      isDownsizingRatio: share(s.standardNum),
      noDownsizingRatio: share(s.noCompensationNum),
      otherRatio: share(s.otherNum),
    },
    outerDTOS: [
      { status: '实际裁员', total: s.actualNum },
      { status: '计划未裁', total: Math.max(s.planNum - s.actualNum, 0) },
    ],
  };
}
