import { z } from 'zod';
import { isDistrictDeptName } from '../admin-rules.ts';
import { DICT_NAME_PATTERN } from '../dicts.ts';
import { MSG } from '../messages.ts';
import { isPermissionCode } from '../permissions.ts';
import { PAGE_COMPONENTS } from '../pages.ts';
import { dateRange, pageQuerySchema, repeated, textFilter } from '../wire.ts';
import { MOBILE_PATTERN, MOBILE_MESSAGE } from '../phone.ts';

const name = (label: string, max = 50) =>
  z
    .string({ error: `${label}${MSG.required}` })
    .trim()
    .min(1, `${label}${MSG.required}`)
    .max(max, `${label}不能超过${max}个字符`);
const optionalId = z.number().int().positive().nullable().optional();
const booleanQuery = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v === '' ? undefined : v),
  z.boolean({ error: '只能是 true 或 false' }).optional(),
);

// ---- users
export const userQuery = pageQuerySchema.extend({
  blurry: textFilter,
  deptId: z.coerce.number().int().positive().optional(),
  enabled: booleanQuery,
  createTime: dateRange,
});
export const userBody = z.object({
  username: name('用户名', 30).regex(/^[A-Za-z0-9_]+$/, '用户名只能包含字母、数字和下划线'),
  nickName: name('姓名', 30),
  gender: z.enum(['男', '女'], { error: '性别只能是男或女' }).default('男'),
  phone: z.string().trim().regex(MOBILE_PATTERN, MOBILE_MESSAGE).or(z.literal('')).nullable().optional(),
  email: z.string().trim().email('邮箱格式不正确').or(z.literal('')).nullable().optional(),
  deptId: z
    .number({ error: `部门${MSG.required}` })
    .int()
    .positive(`部门${MSG.required}`),
  roleIds: z.array(z.number().int().positive(), { error: `角色${MSG.required}` }).min(1, '请至少选择一个角色'),
  enabled: z.boolean().default(true),
});
/** A new user starts with the password the administrator sets: RSA-encrypted like the login password, rule checked after decrypting. */
export const userCreateBody = userBody.extend({
  password: z.string({ error: '请输入初始密码' }).min(1, '请输入初始密码').max(1024, MSG.passwordDecrypt),
});
/** The new password travels RSA-encrypted like the login password; the server checks the rule after decrypting. */
export const resetPasswordBody = z.object({
  password: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').max(1024),
});
export const userEnableBody = z.object({ enabled: z.boolean({ error: '启用状态只能是 true 或 false' }) });

// ---- roles
export const roleQuery = pageQuerySchema.extend({ blurry: textFilter });
export const roleBody = z.object({
  name: name('角色名称', 30),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: '角色级别只能是 1（运维）、2（市级）或 3（区县）',
  }),
  description: z.string().trim().max(200, '描述不能超过200个字符').nullable().optional(),
  permissions: z.array(z.string().refine(isPermissionCode, '存在未知的权限标识')).default([]),
  menuIds: z.array(z.number().int().positive()).default([]),
});

// ---- menus
export const menuBody = z
  .object({
    pid: optionalId,
    type: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '菜单类型只能是目录、菜单或按钮' }),
    title: name('菜单标题', 30),
    name: z.string().trim().max(50).nullable().optional(),
    path: z.string().trim().max(200, '路由地址过长').nullable().optional(),
    component: z.string().trim().max(100).nullable().optional(),
    icon: z.string().trim().max(50).nullable().optional(),
    hidden: z.boolean().default(false),
    sort: z
      .number({ error: `排序${MSG.required}` })
      .int(MSG.positiveInteger)
      .min(0, MSG.positiveInteger)
      .max(9999)
      .default(999),
    permission: z.string().trim().max(100).nullable().optional(),
  })
  .superRefine((m, ctx) => {
    if (m.type !== 2 && !m.path) ctx.addIssue({ code: 'custom', path: ['path'], message: `路由地址${MSG.required}` });
    if (m.type === 1 && !(m.component && m.component !== 'Layout' && m.component in PAGE_COMPONENTS))
      ctx.addIssue({ code: 'custom', path: ['component'], message: '请选择页面组件' });
    if (m.type === 2 && !(m.permission && isPermissionCode(m.permission)))
      ctx.addIssue({ code: 'custom', path: ['permission'], message: '按钮必须填写已登记的权限标识' });
    if (m.path && /^https?:/.test(m.path) === false && m.path.includes('://'))
      ctx.addIssue({ code: 'custom', path: ['path'], message: MSG.link });
  });

// ---- departments
export const deptQuery = z.object({ name: textFilter, enabled: booleanQuery });
export const deptBody = z
  .object({
    pid: optionalId,
    name: name('部门名称', 30),
    region: z.string().trim().max(20, '所属区县不能超过20个字符').nullable().optional(),
    sort: z.number().int().min(0, MSG.positiveInteger).max(9999).default(999),
    enabled: z.boolean().default(true),
  })
  .superRefine((d, ctx) => {
    if (isDistrictDeptName(d.name) && !d.region)
      ctx.addIssue({ code: 'custom', path: ['region'], message: MSG.districtDeptNeedsRegion });
  });

// ---- dictionaries
export const dictQuery = pageQuerySchema.extend({ blurry: textFilter, enabled: booleanQuery, createTime: dateRange });
export const dictBody = z.object({
  name: name('字典名称', 50).regex(DICT_NAME_PATTERN, MSG.dictNamePattern),
  description: name('描述', 100),
  enabled: z.boolean().default(true),
});
export type DictInput = z.output<typeof dictBody>;
export const dictUpdateBody = dictBody.extend({ id: z.number({ error: '请指定字典' }).int().positive('请指定字典') });
export const dictEnableBody = z.object({ enabled: z.boolean({ error: '启用状态只能是 true 或 false' }) });
export const dictDetailQuery = pageQuerySchema.extend({
  dictName: z.string({ error: '请指定字典名称' }).trim().min(1, '请指定字典名称'),
});
export const dictDetailBody = z.object({
  dictId: z.number({ error: '请指定字典' }).int().positive('请指定字典'),
  label: name('字典标签', 50),
  value: name('字典值', 50),
  sort: z.number().int().min(0, MSG.positiveInteger).max(9999).default(999),
});
export type DictItemInput = z.output<typeof dictDetailBody>;

// ---- logs and sessions
export const operationLogQuery = pageQuerySchema.extend({
  blurry: textFilter,
  username: textFilter,
  module: textFilter,
  result: z.enum(['success', 'fail'], { error: '结果只能是成功或失败' }).optional(),
  createTime: dateRange,
});
export const loginLogQuery = pageQuerySchema.extend({
  username: textFilter,
  ip: textFilter,
  success: booleanQuery,
  createTime: dateRange,
});
export const onlineQuery = pageQuerySchema.extend({ filter: textFilter });
export const tokenKeys = repeated(z.string().uuid('会话标识不正确'));
