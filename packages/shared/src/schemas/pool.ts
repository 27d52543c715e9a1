import { z } from 'zod';
import { CREDIT_CODE_MESSAGE, isCreditCode } from '../company.ts';
import { MSG } from '../messages.ts';
import { POOL_RULES } from '../pool.ts';
import { PHONE_MESSAGE, PHONE_PATTERN } from '../phone.ts';
import { dateRange, idsBody, pageQuerySchema, repeated, textFilter } from '../wire.ts';

/** Messages of the pool that the spec leaves to us (the spec's own ones are POOL_RULES in pool.ts). */
export const POOL_MSG = {
  alreadyInPool: '企业已在风险企业库中',
  unmatchedNeedsName: '工商库中没有该信用代码的企业，请填写公司名称',
  codeDiffersFromRegistry: '工商库中同名企业的统一社会信用代码与填写的不一致，请从工商库中选择该企业',
  regionNeeded: '请选择派单区县',
  regionUnknown: '区县不在字典 global_regoin 中',
  regionTaken: '区县已经进行接单操作,不能修改派单区县',
  outsideDistrict: '只能选择本区县作为派单区县',
  exportTooLarge: (max: number) => `导出数据超过 ${max} 条，请缩小筛选范围后再导出`,
  /** the one contact-phone rule's message (mobile or landline) */
  phoneFormat: PHONE_MESSAGE,
  duplicateInFile: (row: number) => `与第 ${row} 行的统一社会信用代码重复`,
} as const;

const booleanQuery = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v === '' ? undefined : v),
  z.boolean({ error: '只能是 true 或 false' }).optional(),
);

const creditCode = z
  .string({ error: `统一社会信用代码${MSG.required}` })
  .trim()
  .toUpperCase()
  .refine(isCreditCode, CREDIT_CODE_MESSAGE);

/** Optional free text of a form: blanks are stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** A contact phone: the one phone rule of phone.ts; blank is stored as null. */
const phone = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, PHONE_MESSAGE)
  .or(z.literal(''))
  .transform((v) => v || null)
  .nullable()
  .optional();

/** The pool list's filters with paging and sort. */
export const poolQuery = pageQuerySchema.extend({
  companyName: textFilter,
  creditCode: textFilter,
  status: repeated(z.coerce.number({ error: '状态必须是数字' }).int('状态必须是整数')),
  focus: booleanQuery,
  cityFocus: booleanQuery,
  specialFollow: booleanQuery,
  isMatch: booleanQuery,
  companyRegion: textFilter,
  registrationPlace: textFilter,
  type: textFilter,
  includedTime: dateRange,
});
export type PoolQuery = z.infer<typeof poolQuery>;

/** Fields a clerk edits on a pool company. */
const editable = {
  registrationPlace: optionalText('注册地', 20),
  companyRegion: optionalText('派单区县', 20),
  legalPerson: optionalText('法定代表人', 50),
  legalPersonPhone: phone,
  contacts: optionalText('联系人', 50),
  contactsPhone: phone,
  remark: optionalText('备注', 500),
};

/**
 * Add a company by its credit code: a registry company is added matched; one the registry does not
 * know yet needs its name and is added unmatched (isMatch false) until a registry sync finds it.
 */
export const poolCreateBody = z.object({
  creditCode,
  companyName: z.string().trim().max(200, '企业名称不能超过200个字符').optional(),
  ...editable,
});
export type PoolCreateBody = z.infer<typeof poolCreateBody>;
/** A row of the company import: the add form's fields, the name typed in rather than taken from the registry. */
export const poolImportRow = poolCreateBody.extend({
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, `统一社会信用代码${MSG.required}`)
    .refine((v) => v === '' || isCreditCode(v), CREDIT_CODE_MESSAGE),
  companyName: z.string().trim().min(1, `企业名称${MSG.required}`).max(200, '企业名称不能超过200个字符'),
});

export const poolUpdateBody = z.object({
  id: z.number({ error: 'ID 必须是数字' }).int().positive('ID 必须是正整数'),
  ...editable,
});
export type PoolUpdateBody = z.infer<typeof poolUpdateBody>;

export const poolIdsBody = z.object({ ids: idsBody });

/** A pool company a form names: chosen from the database (its riskCompanyId), never typed text (doc 1 §5). */
export const chosenCompanyId = z
  .number({ error: POOL_RULES.chooseFromDatabase })
  .int(POOL_RULES.chooseFromDatabase)
  .positive(POOL_RULES.chooseFromDatabase);

export const poolRegionBody = z.object({
  id: z.number({ error: 'ID 必须是数字' }).int().positive('ID 必须是正整数'),
  companyRegion: z.string({ error: POOL_MSG.regionNeeded }).trim().min(1, POOL_MSG.regionNeeded),
});

export const PHONE_FIELDS = ['legalPersonPhone', 'contactsPhone'] as const;
export const poolPhoneQuery = z.object({ field: z.enum(PHONE_FIELDS, { error: '只能查看法人电话或联系电话' }) });

/** Header row of the company import template, in order. */
export const POOL_IMPORT_HEADERS = [
  '企业名称',
  '统一社会信用代码',
  '注册地',
  '派单区县',
  '法定代表人',
  '法人电话',
  '联系人',
  '联系电话',
  '备注',
] as const;

/** Defined with the pool's answers; named here too for the pool service, which is being moved. */
export type { MatchingResult } from '../api/pool.ts';
