import { PERMISSION_MODULES } from '@risk/shared/permissions';
import type { PageComponentKey } from '@risk/shared/pages';

/** Which seeded role sees a menu entry; the administrator role sees everything. */
export type Audience = 'ops' | 'city' | 'district';
type Module = (typeof PERMISSION_MODULES)[number]['module'];

export interface PageSeed {
  title: string;
  path: string;
  component: PageComponentKey;
  icon: string;
  for: readonly Audience[];
  /** permission modules whose codes become the page's button rows */
  buttons?: readonly Module[];
  hidden?: boolean;
}
export interface DirectorySeed {
  title: string;
  path: string;
  icon: string;
  pages: readonly PageSeed[];
}

const ALL: readonly Audience[] = ['ops', 'city', 'district'];

/** The default menu of the platform; administrators edit it on the menu screen. */
export const DEFAULT_MENU: readonly DirectorySeed[] = [
  {
    title: '工作台',
    path: 'dashboard',
    icon: 'DashboardOutlined',
    pages: [
      {
        title: '运维看板',
        path: 'devOps',
        component: 'dashboard/devOps',
        icon: 'FundOutlined',
        for: ['ops'],
        buttons: ['devOpsDashboard'],
      },
      {
        title: '市级看板',
        path: 'city',
        component: 'dashboard/city',
        icon: 'FundOutlined',
        for: ['city'],
        buttons: ['cityDashboard'],
      },
      { title: '区县看板', path: 'district', component: 'dashboard/district', icon: 'FundOutlined', for: ['district'] },
      { title: '监测大屏', path: 'fullScreen', component: 'fullScreen/redirect', icon: 'DesktopOutlined', for: ALL },
      {
        title: '教育大屏',
        path: 'educationFullScreen',
        component: 'educationFullScreen/redirect',
        icon: 'DesktopOutlined',
        for: ['ops', 'city'],
      },
    ],
  },
  {
    title: '风险企业',
    path: 'risk',
    icon: 'BankOutlined',
    pages: [
      {
        title: '风险企业库',
        path: 'riskCompany',
        component: 'riskCompany/index',
        icon: 'DatabaseOutlined',
        for: ['ops', 'city', 'district'],
        buttons: ['riskCompany'],
      },
      {
        title: '风险信息',
        path: 'riskCompanyInfo',
        component: 'riskCompanyInfo/index',
        icon: 'AlertOutlined',
        for: ['ops', 'city'],
        buttons: ['riskCompanyInfo'],
      },
      {
        title: '企业信息',
        path: 'companyInfo',
        component: 'companyInfo/index',
        icon: 'ShopOutlined',
        for: ['ops', 'city'],
      },
    ],
  },
  {
    title: '核实工作',
    path: 'verification',
    icon: 'AuditOutlined',
    pages: [
      {
        title: '市级核实',
        path: 'city',
        component: 'verification/city',
        icon: 'FileSearchOutlined',
        for: ['city'],
        buttons: ['riskVerificationCity', 'dataApply'],
      },
      {
        title: '区县核实',
        path: 'county',
        component: 'verification/county',
        icon: 'FileDoneOutlined',
        for: ['district'],
        buttons: ['riskVerificationCounty', 'dataApply'],
      },
      { title: '待派单', path: 'dispatch', component: 'verification/dispatch', icon: 'SendOutlined', for: ['city'] },
      {
        title: '核实统计',
        path: 'statistics',
        component: 'verification/statistics',
        icon: 'PieChartOutlined',
        for: ['ops', 'city', 'district'],
      },
    ],
  },
  {
    title: '联动处置',
    path: 'disposal',
    icon: 'ApartmentOutlined',
    pages: [
      { title: '市级联动处置', path: 'city', component: 'disposal/city', icon: 'ClusterOutlined', for: ['city'] },
      {
        title: '区县联动处置',
        path: 'county',
        component: 'disposal/county',
        icon: 'ClusterOutlined',
        for: ['district'],
        buttons: ['riskDisposalCounty'],
      },
      {
        title: '存档评价',
        path: 'save',
        component: 'save/index',
        icon: 'FolderOpenOutlined',
        for: ['city'],
        buttons: ['save'],
      },
    ],
  },
  {
    title: '统计报表',
    path: 'report',
    icon: 'BarChartOutlined',
    pages: [
      {
        title: '风险报表',
        path: 'riskStatement',
        component: 'riskStatement/index',
        icon: 'TableOutlined',
        for: ['ops', 'city'],
      },
      {
        title: '预警报表',
        path: 'warningStatement',
        component: 'warningStatement/index',
        icon: 'TableOutlined',
        for: ['ops', 'city'],
      },
      {
        title: '处置报表',
        path: 'disposeReport',
        component: 'disposeReport/index',
        icon: 'FileExcelOutlined',
        for: ['ops', 'city'],
      },
      {
        title: '裁员报告',
        path: 'layoffReport',
        component: 'layoffReport/index',
        icon: 'FileExcelOutlined',
        for: ['city', 'district'],
        buttons: ['layoffsReport'],
      },
      {
        title: '区县报告',
        path: 'districtReport',
        component: 'districtReport/index',
        icon: 'FileTextOutlined',
        for: ['city', 'district'],
        buttons: ['riskDistrictReport'],
      },
      {
        title: '专报日报',
        path: 'daily',
        component: 'daily/index',
        icon: 'ReadOutlined',
        for: ALL,
        buttons: ['daily'],
      },
      {
        title: '月度监测',
        path: 'monthlyMonitor',
        component: 'monthlyMonitor/index',
        icon: 'CalendarOutlined',
        for: ['ops', 'city'],
        buttons: ['monthlyMonitor'],
      },
      {
        title: '风险报告',
        path: 'riskReport',
        component: 'riskReport/index',
        icon: 'FilePdfOutlined',
        for: ['ops', 'city'],
      },
    ],
  },
  {
    title: '信息发布',
    path: 'content',
    icon: 'NotificationOutlined',
    pages: [
      { title: '通知公告', path: 'notices', component: 'notices/index', icon: 'BellOutlined', for: ALL },
      { title: '政策', path: 'policy', component: 'policy/index', icon: 'BookOutlined', for: ALL, buttons: ['policy'] },
      {
        title: '新闻',
        path: 'news',
        component: 'news/index',
        icon: 'GlobalOutlined',
        for: ['ops', 'city'],
        buttons: ['news'],
      },
      {
        title: '风险指数',
        path: 'riskIndex',
        component: 'riskIndex/index',
        icon: 'LineChartOutlined',
        for: ['ops', 'city'],
        buttons: ['riskIndex'],
      },
    ],
  },
  {
    title: '监测配置',
    path: 'config',
    icon: 'ControlOutlined',
    pages: [
      {
        title: '风险维度',
        path: 'riskDimension',
        component: 'riskDimension/index',
        icon: 'AppstoreOutlined',
        for: ['ops'],
        buttons: ['riskDimension'],
      },
      {
        title: '监测关键词',
        path: 'riskMonitorKey',
        component: 'riskMonitorKey/index',
        icon: 'TagsOutlined',
        for: ['ops'],
        buttons: ['riskMonitorKey'],
      },
      {
        title: '社保数据',
        path: 'socialSecurity',
        component: 'socialSecurity/index',
        icon: 'SafetyOutlined',
        for: ['ops'],
        buttons: ['socialSecurity'],
      },
      {
        title: '监测管理',
        path: 'monitorManage',
        component: 'monitorManage/index',
        icon: 'MonitorOutlined',
        for: ['ops', 'city'],
        buttons: ['biData'],
      },
      { title: '专题', path: 'subject', component: 'subject/index', icon: 'ProjectOutlined', for: ['ops', 'city'] },
      {
        title: '小程序用户',
        path: 'miniAppUser',
        component: 'miniAppUser/index',
        icon: 'MobileOutlined',
        for: ['ops', 'district'],
        buttons: ['miniAppUser'],
      },
    ],
  },
  {
    title: '系统管理',
    path: 'system',
    icon: 'SettingOutlined',
    pages: [
      {
        title: '用户管理',
        path: 'user',
        component: 'system/user/index',
        icon: 'UserOutlined',
        for: [],
        buttons: ['user'],
      },
      {
        title: '角色管理',
        path: 'role',
        component: 'system/role/index',
        icon: 'TeamOutlined',
        for: [],
        buttons: ['roles'],
      },
      {
        title: '菜单管理',
        path: 'menu',
        component: 'system/menu/index',
        icon: 'MenuOutlined',
        for: [],
        buttons: ['menu'],
      },
      {
        title: '部门管理',
        path: 'dept',
        component: 'system/dept/index',
        icon: 'PartitionOutlined',
        for: [],
        buttons: ['dept'],
      },
      {
        title: '字典管理',
        path: 'dict',
        component: 'system/dict/index',
        icon: 'BookOutlined',
        for: [],
        buttons: ['dict'],
      },
      {
        title: '节假日',
        path: 'holiday',
        component: 'system/holiday/index',
        icon: 'CalendarOutlined',
        for: [],
        buttons: ['holiday'],
      },
      {
        title: '办理时限设置',
        path: 'timeLimit',
        component: 'system/timeLimit/index',
        icon: 'FieldTimeOutlined',
        for: [],
        buttons: ['timeLimit'],
      },
    ],
  },
  {
    title: '系统监控',
    path: 'monitor',
    icon: 'EyeOutlined',
    pages: [
      {
        title: '在线用户',
        path: 'online',
        component: 'monitor/online/index',
        icon: 'WifiOutlined',
        for: [],
        buttons: ['online'],
      },
      {
        title: '操作日志',
        path: 'log',
        component: 'monitor/log/index',
        icon: 'ProfileOutlined',
        for: [],
        buttons: ['log'],
      },
      { title: '登录日志', path: 'loginLog', component: 'monitor/loginLog/index', icon: 'LoginOutlined', for: [] },
    ],
  },
];

export function buttonCodesOf(page: PageSeed): string[] {
  return (page.buttons ?? []).flatMap((mod) => {
    const m = PERMISSION_MODULES.find((x) => x.module === mod)!;
    return Object.keys(m.actions).map((a) => `${mod}:${a}`);
  });
}

/** Top-level pages outside the sidebar, reached by links (the hidden company detail route). */
export const HIDDEN_TOP_PAGES: readonly (PageSeed & { name: string })[] = [
  {
    title: '企业详情',
    name: 'riskCompanyDetail',
    path: '/riskCompany/details/:companyName/:creditCode',
    component: 'riskCompany/details',
    icon: 'ProfileOutlined',
    for: ALL,
    hidden: true,
  },
  {
    title: '处置详情',
    name: 'disposalDetails',
    path: '/disposal/details/:id',
    component: 'disposal/details',
    icon: 'ProfileOutlined',
    for: ['city'],
    hidden: true,
  },
  {
    title: '区县处置详情',
    name: 'countyDisposalDetails',
    path: '/disposal/countyDetails/:id',
    component: 'disposal/countyDetails',
    icon: 'ProfileOutlined',
    for: ['district'],
    hidden: true,
  },
  {
    title: '核实详情',
    name: 'verificationDetails',
    path: '/verification/details/:id',
    component: 'verification/details',
    icon: 'ProfileOutlined',
    for: ['city', 'district'],
    hidden: true,
  },
  {
    title: '待调查派单',
    name: 'verificationByStatus',
    path: '/verification/verification/:status',
    component: 'verification/status',
    icon: 'ProfileOutlined',
    for: ['city'],
    hidden: true,
  },
  {
    title: '联动处置（按状态）',
    name: 'disposalByStatus',
    path: '/disposal/disposal/:status',
    component: 'disposal/status',
    icon: 'ProfileOutlined',
    for: ['city', 'district'],
    hidden: true,
  },
  {
    title: '预警名单详情',
    name: 'workPlanEarlyWarningList',
    path: '/workPlanDetails/earlyWarningList/:region',
    component: 'workPlanDetails/earlyWarningList',
    icon: 'ProfileOutlined',
    for: ['ops', 'city'],
    hidden: true,
  },
  {
    title: '核实率详情',
    name: 'workPlanVerifyRate',
    path: '/workPlanDetails/verifyRate/:region',
    component: 'workPlanDetails/verifyRate',
    icon: 'ProfileOutlined',
    for: ['ops', 'city'],
    hidden: true,
  },
  {
    title: '裁员名单详情',
    name: 'workPlanDownsizingList',
    path: '/workPlanDetails/downsizingList/:region/:level',
    component: 'workPlanDetails/downsizingList',
    icon: 'ProfileOutlined',
    for: ['ops', 'city'],
    hidden: true,
  },
  {
    title: '联动处置率详情',
    name: 'workPlanDisposalRate',
    path: '/workPlanDetails/disposalRate/:region',
    component: 'workPlanDetails/disposalRate',
    icon: 'ProfileOutlined',
    for: ['ops', 'city'],
    hidden: true,
  },
];
