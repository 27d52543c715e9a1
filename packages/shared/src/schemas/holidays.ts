import { z } from 'zod';

/** Kinds of calendar entries: an official day off, or a weekend day that is a working day (调休). */
export const HOLIDAY_KINDS = ['holiday', 'workday'] as const;
export const HOLIDAY_KIND_LABEL: Record<(typeof HOLIDAY_KINDS)[number], string> = {
  holiday: '节假日',
  workday: '调休上班',
};

export const HOLIDAY_MSG = {
  exists: (day: string) => `${day} 已在节假日日历中`,
  missing: (day: string) => `${day} 不在节假日日历中`,
} as const;

const day = z
  .string({ error: '请选择日期' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 yyyy-MM-dd')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    '日期不存在',
  );

export const holidayDayParam = z.object({ day });
export const holidayYearQuery = z.object({
  year: z.coerce
    .number({ error: '年份必须是数字' })
    .int('年份必须是整数')
    .min(2000, '年份不能早于2000')
    .max(2100, '年份不能晚于2100'),
});
export const holidayBody = z.object({
  kind: z.enum(HOLIDAY_KINDS, { error: '类型只能是 节假日 或 调休上班' }),
  name: z.string({ error: '请输入名称' }).trim().min(1, '请输入名称').max(50, '名称不能超过50个字符'),
});
export const holidayCreateBody = holidayBody.extend({ day });
export const holidayDaysBody = z.array(day, { error: '请选择要删除的日期' }).min(1, '请选择要删除的日期');
