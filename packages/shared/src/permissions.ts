import { isAdmin } from './levels.ts';
/**
 * Every permission code of the platform, grouped by module: the business screens' codes, plus
 * the administration codes the platform needs to run without SQL.
 * The server checks these on every route; the web app only hides what the server would refuse.
 */
export interface PermissionModule {
  module: string;
  label: string;
  actions: Record<string, string>;
}

export const PERMISSION_MODULES = [
  // the case workflow: pool, risk information, verification, disposal, archive
  {
    module: 'riskCompany',
    label: '风险企业库',
    actions: {
      add: '新增企业',
      edit: '编辑企业',
      del: '删除企业',
      delRiskInfo: '删除风险信息',
      follow: '重点关注',
      upload: '导入企业',
      batchPush: '批量推送',
      save: '存档',
      evaluate: '评价',
      push: '推送/撤回',
      downLoad: '导出',
      editRegion: '修改派单区县',
      specialFollowWeb: '特别关注',
      viewPhone: '查看完整手机号',
      matching: '同步工商数据',
    },
  },
  {
    module: 'riskCompanyInfo',
    label: '风险信息',
    actions: { add: '新增', edit: '编辑', del: '删除', push: '推送', upload: '导入', downLoad: '导出' },
  },
  {
    module: 'riskVerificationCity',
    label: '市级核实',
    actions: {
      setLevel: '预警定级',
      audit: '审核',
      revocation: '撤回',
      reCallNoDelivery: '撤销暂不派单',
      sendOrders: '派单',
      editRegion: '修改派单区县',
      noDispatch: '暂不派单',
      auditVerify: '核实审核通过',
      backVerify: '核实审核退回',
      batchNoDispatch: '批量暂不派单',
      urge: '催办',
      decideDelay: '延期审批',
    },
  },
  {
    module: 'riskVerificationCounty',
    label: '区县核实',
    actions: {
      pushMiniApp: '推送小程序',
      writeVerify: '填写核实情况',
      takeOrder: '接单',
      submitVerify: '提交核实',
      backOrder: '退单',
      auditMiniApp: '审核小程序',
      correlationCompany: '关联企业',
      delay: '申请延期',
    },
  },
  {
    module: 'riskDisposalCounty',
    label: '区县联动处置',
    actions: {
      dispatchOrders: '派发处置',
      talk: '约谈',
      downsizing: '裁员和维稳',
      downsizingStatistics: '裁员统计',
      server: '对接服务',
      save: '存档',
      evaluate: '评价',
      delay: '申请延期',
    },
  },
  {
    module: 'save',
    label: '存档评价',
    actions: {
      talk: '约谈',
      downsizing: '裁员和维稳',
      downsizingStatistics: '裁员统计',
      server: '对接服务',
      save: '存档',
      evaluate: '评价',
    },
  },
  // 数据申请: the district applies, the city answers (docs/first-document.md)
  { module: 'dataApply', label: '数据申请', actions: { apply: '申请数据', reply: '答复申请' } },
  // statistics, reports, screens, content and configuration
  {
    module: 'news',
    label: '新闻',
    actions: { add: '新增', edit: '编辑', del: '删除', upload: '导入', downLoad: '下载' },
  },
  { module: 'policy', label: '政策', actions: { add: '新增', edit: '编辑', download: '下载', del: '删除' } },
  { module: 'socialSecurity', label: '社保数据', actions: { upload: '导入' } },
  {
    module: 'riskDimension',
    label: '风险维度',
    actions: { add: '新增', edit: '编辑', del: '删除', startUsing: '启用' },
  },
  { module: 'riskIndex', label: '风险指数', actions: { add: '新增', edit: '编辑', del: '删除' } },
  {
    module: 'riskDistrictReport',
    label: '区县报告',
    actions: { add: '新增', edit: '编辑', del: '删除', downLoad: '下载' },
  },
  { module: 'daily', label: '专报日报', actions: { add: '新增', edit: '编辑', del: '删除', downLoad: '下载' } },
  { module: 'riskMonitorKey', label: '监测关键词', actions: { add: '新增', edit: '编辑', del: '删除' } },
  { module: 'layoffsReport', label: '裁员报告', actions: { downLoad: '下载' } },
  // the imported data sets (docs/datasets.md)
  { module: 'biData', label: '数据导入', actions: { upload: '导入数据', query: '导入记录' } },
  { module: 'devOpsDashboard', label: '运维看板', actions: { follow: '关注' } },
  { module: 'cityDashboard', label: '市级看板', actions: { follow: '关注' } },
  { module: 'monthlyMonitor', label: '月度监测', actions: { publish: '发布' } },
  // 小程序用户: the spec names the calls (auditAccount, delAccount) but no codes
  { module: 'miniAppUser', label: '小程序用户', actions: { audit: '审核', del: '删除' } },
  // administration
  {
    module: 'user',
    label: '用户管理',
    actions: {
      list: '查看',
      add: '新增',
      edit: '编辑',
      del: '删除',
      resetPwd: '重置密码',
      upload: '导入',
      downLoad: '导出',
    },
  },
  { module: 'roles', label: '角色管理', actions: { list: '查看', add: '新增', edit: '编辑', del: '删除' } },
  { module: 'menu', label: '菜单管理', actions: { list: '查看', add: '新增', edit: '编辑', del: '删除' } },
  { module: 'dept', label: '部门管理', actions: { list: '查看', add: '新增', edit: '编辑', del: '删除' } },
  { module: 'dict', label: '字典管理', actions: { list: '查看', add: '新增', edit: '编辑', del: '删除' } },
  { module: 'holiday', label: '节假日', actions: { list: '查看', add: '新增', edit: '编辑', del: '删除' } },
  { module: 'timeLimit', label: '办理时限设置', actions: { list: '查看', edit: '编辑' } },
  { module: 'online', label: '在线用户', actions: { list: '查看', kick: '强制退出' } },
  { module: 'log', label: '日志', actions: { list: '操作日志', loginList: '登录日志', downLoad: '导出' } },
] as const satisfies readonly PermissionModule[];

type ModuleCodes<M> = M extends { module: infer N extends string; actions: infer A }
  ? `${N}:${Extract<keyof A, string>}`
  : never;

export type PermissionCode = ModuleCodes<(typeof PERMISSION_MODULES)[number]>;

export const ALL_PERMISSION_CODES: readonly PermissionCode[] = PERMISSION_MODULES.flatMap((m) =>
  Object.keys(m.actions).map((a) => `${m.module}:${a}` as PermissionCode),
);

export function isPermissionCode(code: string): code is PermissionCode {
  return (ALL_PERMISSION_CODES as readonly string[]).includes(code);
}

export function permissionLabel(code: string): string {
  const [module, action] = code.split(':');
  const m = PERMISSION_MODULES.find((x) => x.module === module);
  const label = m && (m.actions as Record<string, string>)[action];
  return m && label ? `${m.label} · ${label}` : code;
}

/** What a signed-in user carries for permission checks, on both sides. */
export interface PermissionHolder {
  username: string;
  permissions: readonly string[];
}

/** admin passes all; everyone else needs one of the codes (an empty list fails). */
export function hasPermission(user: PermissionHolder | null | undefined, codes: string | readonly string[]): boolean {
  if (!user) return false;
  if (isAdmin(user)) return true;
  const wanted = typeof codes === 'string' ? [codes] : codes;
  if (wanted.length === 0) return false;
  return wanted.some((c) => user.permissions.includes(c));
}
