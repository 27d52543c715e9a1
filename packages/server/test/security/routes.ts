import { LAYOFF_LIST } from '@risk/shared/order-machine';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import type { DeclaredRoute } from '../../src/platform/auth/access.ts';

/**
 * Where the records of a parametrised route come from. Everything else the security tests know
 * is read from the registered routes (`app.declaredRoutes`) and the role seed; this table is the
 * only route-specific knowledge, and a new path parameter it cannot place fails the tests with a
 * message saying which line to add (docs/security.md).
 */
export type Entity =
  | 'company'
  | 'companyInfo'
  | 'creditCode'
  | 'infoFile'
  | 'order'
  | 'disposal'
  | 'disposalInfo'
  | 'layoffReport'
  | 'monitorKey'
  | 'miniAppUser'
  | 'districtReport'
  | 'dataApply'
  | 'region'
  | 'none';

/** A record of the entity in a district (its id or code as text), or none. */
const FINDERS: Record<Exclude<Entity, 'none'>, (district: string) => ReturnType<typeof sql>> = {
  company: (d) => sql`select id::text as v from risk_company where company_region = ${d} order by id limit 1`,
  companyInfo: (d) =>
    sql`select i.id::text as v from risk_company_info i join risk_company c on c.id = i.risk_company_id
        where c.company_region = ${d} order by i.id limit 1`,
  creditCode: (d) => sql`select credit_code as v from risk_company where company_region = ${d} order by id limit 1`,
  infoFile: (d) =>
    sql`select f.id::text as v from risk_company_info_file f join risk_company c on c.id = f.risk_company_id
        where c.company_region = ${d} order by f.id limit 1`,
  order: (d) => sql`select id::text as v from risk_verification_order where region = ${d} order by id limit 1`,
  disposal: (d) => sql`select id::text as v from risk_disposal_order where region = ${d} order by id limit 1`,
  disposalInfo: (d) =>
    sql`select i.id::text as v from risk_disposal_info i join risk_disposal_order o on o.id = i.disposal_id
        where o.region = ${d} order by i.id limit 1`,
  // a layoff report is its order on the layoff list
  layoffReport: (d) =>
    sql`select id::text as v from risk_verification_order where region = ${d}
      and status in (${sql.join(
        LAYOFF_LIST.statuses.map((s) => sql`${s}`),
        sql`, `,
      )}) and is_downsizing = ${LAYOFF_LIST.isDownsizing} order by id limit 1`,
  monitorKey: (d) => sql`select id::text as v from risk_monitor_key where region = ${d} order by id limit 1`,
  miniAppUser: (d) => sql`select id::text as v from mini_app_user where region = ${d} order by id limit 1`,
  districtReport: (d) => sql`select id::text as v from biz_district_report where region = ${d} order by id limit 1`,
  dataApply: (d) => sql`select id::text as v from risk_data_apply where region = ${d} order by id limit 1`,
  // a district named in the path is its own record
  region: (d) => sql`select ${d}::text as v`,
};

/** First match wins: a route (full URL) and one of its parameters → the entity the parameter names. */
export const RECORD_RULES: { url: RegExp; param: string; entity: Entity }[] = [
  // Administration, the user's own notices and jobs, public mini-app links: records without a district.
  { url: /^\/api\/pres\/iams\//, param: '*', entity: 'none' },
  { url: /^\/api\/pres\/system\/v1\/risk\/notices\//, param: 'id', entity: 'none' },
  { url: /^\/api\/pres\/system\/v1\/jobs\//, param: 'id', entity: 'none' },
  { url: /^\/api\/pres\/sp\/business\/v1\/riskVerificationInfo\/:token$/, param: 'token', entity: 'none' },
  // The pool and its risk information.
  { url: /\/riskCompanyInfo\/getBy(RiskCompanyId|CreditCode)\//, param: 'id', entity: 'company' },
  { url: /\/riskCompanyInfo\/getFileByRiskCompanyId\//, param: 'id', entity: 'company' },
  { url: /\/riskCompanyInfo\/:id$/, param: 'id', entity: 'companyInfo' },
  { url: /\/toolLocalStorage\/:id$/, param: 'id', entity: 'infoFile' },
  { url: /^\/api\/pres\/business\/risk\/company\//, param: 'id', entity: 'company' },
  { url: /\/relatedCompany\/:orderId$/, param: 'orderId', entity: 'order' },
  { url: /./, param: 'creditCode', entity: 'creditCode' },
  { url: /\/LayoffsStatisticsInfo\/:riskCompanyId$/, param: 'riskCompanyId', entity: 'company' },
  { url: /\/layoffsReport\/download\/:id$/, param: 'id', entity: 'layoffReport' },
  // Verification orders and linked disposal.
  { url: /\/riskVerificationForms\/:id/, param: 'id', entity: 'order' },
  { url: /\/riskVerificationInfos\/:(id|orderId)/, param: '*', entity: 'order' },
  { url: /\/pushApp\/:orderId$/, param: 'orderId', entity: 'order' },
  { url: /\/riskVerificationInfo\/review\/:orderId$/, param: 'orderId', entity: 'order' },
  { url: /\/riskDisposalForms\/:id/, param: 'id', entity: 'disposal' },
  { url: /\/riskDisposalInfos\/:disposalId$/, param: 'disposalId', entity: 'disposal' },
  { url: /\/riskDisposalInfos\/:id$/, param: 'id', entity: 'disposalInfo' },
  // Company data service: match and matchArry name a pool company.
  { url: /\/compDetails\/(match|matchArry)\/:id$/, param: 'id', entity: 'company' },
  // 数据申请: an application belongs to its district; getByRiskCompanyId names a pool company.
  { url: /\/dataApply\/getByRiskCompanyId\/:id$/, param: 'id', entity: 'company' },
  { url: /\/dataApply\/(dataApply\/)?:id/, param: 'id', entity: 'dataApply' },
  // Content and configuration: district reports and keywords and mini-app accounts belong to a district.
  { url: /\/riskDistrictReport\//, param: 'id', entity: 'districtReport' },
  { url: /\/riskMonitorKey\/:id$/, param: 'id', entity: 'monitorKey' },
  { url: /^\/api\/pres\/sp\/business\/v1\/user\//, param: 'id', entity: 'miniAppUser' },
  {
    url: /\/(policy|news|riskIndex|riskDimension|specialDaily|riskReport|toolLocalStorage\/pictures)\//,
    param: 'id',
    entity: 'none',
  },
  // Dashboards: a company from the lists, a district of the work plan and a warning level.
  { url: /\/dashBoard\/(city\/radar|follow)\/:id$/, param: 'id', entity: 'company' },
  { url: /\/dashBoard\/workPlan\//, param: 'region', entity: 'region' },
  { url: /\/dashBoard\/workPlan\/downsizingList\//, param: 'level', entity: 'none' },
  { url: /\/dashBoard\/page\/:kind$/, param: 'kind', entity: 'none' },
];

/** A value naming no record, by parameter name: what a parameter without a district record gets. */
export function placeholder(param: string): string {
  if (param === 'token') return '0'.repeat(64);
  if (param === 'creditCode') return '91110000000000000X';
  if (param === 'day') return '2099-01-01';
  if (param === 'name') return 'none.png';
  if (param === 'level') return '一级';
  if (param === 'kind') return 'city';
  return '2147483000';
}

export const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

export function fillUrl(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, p: string) => encodeURIComponent(values[p] ?? placeholder(p)));
}

/** The entity of a route: its first district-record parameter, or 'none'; throws for a parameter no rule places. */
export function entityOf(route: DeclaredRoute): { param: string | null; entity: Entity } {
  let found: { param: string | null; entity: Entity } = { param: null, entity: 'none' };
  for (const p of paramsOf(route.url)) {
    const rule = RECORD_RULES.find((r) => r.url.test(route.url) && (r.param === '*' || r.param === p));
    if (!rule)
      throw new Error(
        `${route.method} ${route.url}：路径参数 :${p} 指向什么记录？在 packages/server/test/security/routes.ts 的 RECORD_RULES 中加一行（实体及其区县查询，或 'none' 表示该记录不分区县）`,
      );
    if (rule.entity !== 'none' && found.entity === 'none') found = { param: p, entity: rule.entity };
  }
  return found;
}

export async function findRecord(db: Db, entity: Exclude<Entity, 'none'>, district: string): Promise<string | null> {
  const res = (await db.execute(FINDERS[entity](district))) as unknown as { rows: { v: string }[] };
  return res.rows[0]?.v ?? null;
}

/** Routes the matrix runs after all others: they end the caller's session. */
export const RUN_LAST = new Set(['DELETE /api/pres/iams/v1/auth/logout']);
