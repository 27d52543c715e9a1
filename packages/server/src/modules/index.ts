import type { DomainModule } from '../context.ts';
import { bigScreenModule } from '../read-models/bigScreen/routes.ts';
import { caseModule } from './case/routes.ts';
import { companyDetailModule } from '../read-models/companyDetail/routes.ts';
import { dataApplyModule } from './dataApply/routes.ts';
import { datasetsModule } from './datasets/routes.ts';
import { dashboardModule } from '../read-models/dashboard/routes.ts';
import { deptsModule } from './depts/routes.ts';
import { dictsModule } from './dicts/routes.ts';
import { disposalModule } from './disposal/routes.ts';
import { holidaysModule } from './holidays/routes.ts';
import { jobsModule } from './jobs/routes.ts';
import { layoffsModule } from './layoffs/routes.ts';
import { logsModule } from './logs/routes.ts';
import { menusModule } from './menus/routes.ts';
import { miniAppUserModule } from './miniAppUser/routes.ts';
import { noticesModule } from './notices/routes.ts';
import { onlineModule } from './online/routes.ts';
import { poolModule } from './pool/routes.ts';
import { profileModule } from './profile/routes.ts';
import { registryModule } from './registry/routes.ts';
import { reportsModule } from '../read-models/reports/routes.ts';
import { riskDimensionModule } from './riskDimension/routes.ts';
import { riskIndexModule } from './riskIndex/routes.ts';
import { riskInfoModule } from './riskInfo/routes.ts';
import { riskMonitorKeyModule } from './riskMonitorKey/routes.ts';
import { filesModule } from './files/routes.ts';
import { policyModule } from './policy/routes.ts';
import { newsModule } from './news/routes.ts';
import { districtReportsModule } from './districtReports/routes.ts';
import { dailyReportsModule } from './dailyReports/routes.ts';
import { researchReportsModule } from './researchReports/routes.ts';
import { rolesModule } from './roles/routes.ts';
import { sessionModule } from './session/routes.ts';
import { socialSecurityModule } from './socialSecurity/routes.ts';
import { statisticsModule } from '../read-models/statistics/routes.ts';
import { usersModule } from './users/routes.ts';
import { verificationActionsModule } from './verification/actions/routes.ts';
import { verificationListsModule } from './verification/lists/routes.ts';
import { timelinessModule } from './verification/timeliness/routes.ts';

/** Every domain module, registered under /api/pres in this order. */
export const MODULES: DomainModule[] = [
  sessionModule,
  menusModule,
  deptsModule,
  dictsModule,
  logsModule,
  usersModule,
  rolesModule,
  onlineModule,
  profileModule,
  poolModule,
  filesModule,
  riskInfoModule,
  registryModule,
  companyDetailModule,
  holidaysModule,
  verificationListsModule,
  verificationActionsModule,
  timelinessModule,
  statisticsModule,
  noticesModule,
  jobsModule,
  disposalModule,
  caseModule,
  layoffsModule,
  dataApplyModule,
  reportsModule,
  riskIndexModule,
  riskDimensionModule,
  riskMonitorKeyModule,
  socialSecurityModule,
  miniAppUserModule,
  datasetsModule,
  policyModule,
  newsModule,
  districtReportsModule,
  dailyReportsModule,
  researchReportsModule,
  bigScreenModule,
  dashboardModule,
];
