import { ALL_PERMISSION_CODES, type PermissionCode } from '@risk/shared/permissions';
import { USER_LEVEL } from '@risk/shared/levels';
import type { Audience } from './menus.ts';

export interface RoleSeed {
  name: string;
  level: number;
  description: string;
  audience: Audience | 'admin';
  permissions: readonly PermissionCode[];
}

const codesOf = (module: string, except: readonly string[] = []) =>
  ALL_PERMISSION_CODES.filter((c) => c.startsWith(`${module}:`) && !except.includes(c.split(':')[1]));

/** The default roles: what each level of the bureau may do. */
export const DEFAULT_ROLES: readonly RoleSeed[] = [
  {
    name: '超级管理员',
    level: USER_LEVEL.OPS,
    description: '平台管理员，拥有全部权限',
    audience: 'admin',
    permissions: ALL_PERMISSION_CODES,
  },
  {
    name: '运维人员',
    level: USER_LEVEL.OPS,
    description: '运维中心：维护风险企业库与风险信息、推送企业、配置监测',
    audience: 'ops',
    permissions: [
      ...codesOf('riskCompany', ['save', 'evaluate']),
      ...codesOf('riskCompanyInfo'),
      ...codesOf('news'),
      ...codesOf('policy'),
      ...codesOf('socialSecurity'),
      ...codesOf('riskDimension'),
      ...codesOf('riskIndex'),
      ...codesOf('daily'),
      ...codesOf('riskMonitorKey'),
      ...codesOf('devOpsDashboard'),
      ...codesOf('monthlyMonitor'),
      ...codesOf('miniAppUser'),
      ...codesOf('biData'),
    ],
  },
  {
    name: '市人社局',
    level: USER_LEVEL.CITY,
    description: '市级：派单、审核、定级、存档与评价',
    audience: 'city',
    permissions: [
      'riskCompany:follow',
      'riskCompany:save',
      'riskCompany:evaluate',
      'riskCompany:downLoad',
      'riskCompany:editRegion',
      'riskCompany:matching',
      'riskCompanyInfo:downLoad',
      ...codesOf('riskVerificationCity'),
      'dataApply:reply',
      ...codesOf('save'),
      'layoffsReport:downLoad',
      'cityDashboard:follow',
      'monthlyMonitor:publish',
      ...codesOf('biData'),
      'riskDistrictReport:downLoad',
      'daily:downLoad',
      'news:downLoad',
      'policy:download',
    ],
  },
  {
    name: '区人社局',
    level: USER_LEVEL.DISTRICT,
    description: '区县：接单、核实、联动处置',
    audience: 'district',
    permissions: [
      ...codesOf('riskVerificationCounty'),
      'dataApply:apply',
      ...codesOf('riskDisposalCounty'),
      'layoffsReport:downLoad',
      ...codesOf('riskDistrictReport'),
      'daily:downLoad',
      'policy:download',
      ...codesOf('miniAppUser'),
    ],
  },
];

/**
 * Codes a seeded role gained after databases were seeded with it: the start-up sync (release-sync.ts)
 * gives each once to that role in an existing database, as it gives a new button's code.
 */
export const LATER_GRANTS: readonly { audience: Audience; code: PermissionCode }[] = [
  // 退单 of an order not yet taken is guarded by the code named for it (first-document.md, Permissions)
  { audience: 'district', code: 'riskVerificationCounty:backOrder' },
];
