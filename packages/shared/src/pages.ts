/**
 * The page components a server menu row may name (plus administration).
 * The web app maps each key to a page; a key it does not know renders the not-found page.
 */
export const PAGE_COMPONENTS = {
  Layout: '目录',
  'system/user/index': '用户管理',
  'system/role/index': '角色管理',
  'system/menu/index': '菜单管理',
  'system/dept/index': '部门管理',
  'system/dict/index': '字典管理',
  'system/holiday/index': '节假日',
  'monitor/online/index': '在线用户',
  'monitor/log/index': '操作日志',
  'monitor/loginLog/index': '登录日志',
  'fullScreen/redirect': '全屏大屏',
  'educationFullScreen/redirect': '教育大屏',
  'subject/index': '专题',
  'monitorManage/index': '监测管理',
  'dashboard/devOps': '运维看板',
  'dashboard/city': '市级看板',
  'dashboard/district': '区县看板',
  'companyInfo/index': '企业信息',
  'riskCompany/index': '风险企业库',
  'riskCompanyInfo/index': '风险信息',
  'riskCompany/details': '企业详情',
  'riskDimension/index': '风险维度',
  'riskMonitorKey/index': '监测关键词',
  'socialSecurity/index': '社保数据',
  'monthlyMonitor/index': '月度监测',
  'riskReport/index': '风险报告',
  'miniAppUser/index': '小程序用户',
  'verification/city': '市级核实',
  'verification/county': '区县核实',
  'verification/dispatch': '待派单',
  'verification/statistics': '核实统计',
  'verification/details': '核实详情',
  'verification/status': '待调查派单',
  'disposal/city': '市级联动处置',
  'disposal/county': '区县联动处置',
  'disposal/details': '处置详情',
  'disposal/countyDetails': '区县处置详情',
  'disposeReport/index': '处置报表',
  'save/index': '存档评价',
  'riskStatement/index': '风险报表',
  'warningStatement/index': '预警报表',
  'layoffReport/index': '裁员报告',
  'districtReport/index': '区县报告',
  'daily/index': '专报日报',
  'news/index': '新闻',
  'policy/index': '政策',
  'riskIndex/index': '风险指数',
  'notices/index': '通知公告',
  'workPlanDetails/earlyWarningList': '预警名单详情',
  'workPlanDetails/verifyRate': '核实率详情',
  'workPlanDetails/downsizingList': '裁员名单详情',
  'workPlanDetails/disposalRate': '联动处置率详情',
} as const;

export type PageComponentKey = keyof typeof PAGE_COMPONENTS;

export const MENU_TYPE = { DIRECTORY: 0, PAGE: 1, BUTTON: 2 } as const;
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];
export const MENU_TYPE_LABEL: Record<MenuType, string> = { 0: '目录', 1: '菜单', 2: '按钮' };
