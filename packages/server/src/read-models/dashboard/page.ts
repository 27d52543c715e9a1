import type { DashboardPage } from '@risk/shared/schemas/dashboard';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { page } from '../../platform/http/envelope.ts';
import {
  areaRiskNumber,
  categoryNumber,
  cityNumber,
  companyRadar,
  dashboardTotal,
  dayAddRiskNumber,
  disposalSpeed,
  disposalSpeedTotal,
  disposalTotals,
  districtTotal,
  fieldDistribution,
  levelList,
  verifySpeedTotal,
  verifyTotals,
  workIndex,
  workPlan,
} from './service.ts';

/** The first page of the 预警企业名单 the city page opens with (LevelList.tsx asks for the same). */
const FIRST_LIST_PAGE = { page: 0, size: 10 };

/**
 * A dashboard page's first view in one round trip: what each call the page makes on opening would
 * answer, keyed by that call's path and query string exactly as the web sends it (`city/total?year=2026`,
 * `city/levelList?year=2026&page=0&size=10`, `city/radar/{first company of that list}`), computed by the
 * very service functions behind the calls, in parallel. The calls themselves stay; the page only starts
 * with this answer instead of 13 requests in two waves behind the browser's six connections and the radar
 * waiting on the list (docs/dashboards.md "First paint").
 */
export async function pageAnswers(
  db: Db,
  user: AuthUser,
  kind: DashboardPage,
  year: number | undefined,
): Promise<Record<string, unknown>> {
  const y = year === undefined ? '' : `?year=${year}`;
  const entries: [string, Promise<unknown>][] =
    kind === 'district'
      ? [
          [`district/total${y}`, districtTotal(db, user, year)],
          [`district/dayAddRiskNumber${y}`, dayAddRiskNumber(db, user, year)],
          [`district/workIndex${y}`, workIndex(db, user, year)],
          ['district/workIndexAll', workIndex(db, user, undefined)],
        ]
      : [
          [`city/total${y}`, dashboardTotal(db, user, year)],
          ['city/cityNumber', cityNumber(db, user)],
          [`city/areaRiskNumber${y}`, areaRiskNumber(db, user, year)],
          [`city/categoryNumber${y}`, categoryNumber(db, user, year)],
          [`city/fieldDistribution${y}`, fieldDistribution(db, user, year)],
          [`city/verify${y}`, verifyTotals(db, user, year)],
          [`city/disposal${y}`, disposalTotals(db, user, year)],
          [`city/verifySpeedTotal${y}`, verifySpeedTotal(db, user, year)],
          [`city/disposalSpeedTotal${y}`, disposalSpeedTotal(db, user, year)],
          [`city/disposalSpeed${y}`, disposalSpeed(db, user, year)],
          [`workPlan${y}`, workPlan(db, user, year)],
        ];
  const list =
    kind === 'city'
      ? levelList(db, user, { year, ...FIRST_LIST_PAGE }).then(async ({ rows, total }) => {
          const first = rows[0]?.riskCompanyId;
          const radar = first === undefined ? [] : [[`city/radar/${first}`, await companyRadar(db, user, first)]];
          const q = `${y ? `${y}&` : '?'}page=${FIRST_LIST_PAGE.page}&size=${FIRST_LIST_PAGE.size}`;
          return [[`city/levelList${q}`, page(rows, total, FIRST_LIST_PAGE).content], ...radar];
        })
      : Promise.resolve([]);
  const [values, more] = await Promise.all([Promise.all(entries.map(([, p]) => p)), list]);
  return Object.fromEntries([...entries.map(([key], i) => [key, values[i]]), ...more]);
}
