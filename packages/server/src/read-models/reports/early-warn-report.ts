import { sql } from 'drizzle-orm';
import { DISPOSAL_LEVELS, STAT_STATUSES } from '@risk/shared/order-machine';
import { disposalRate, fraction, percent, verifyRate } from '@risk/shared/rates';
import { WARNING_TOTAL_ROW, type ReportRangeQuery } from '@risk/shared/schemas/reports';
import { type EarlyWarnRow } from '@risk/shared/api/reports';
import type { DbOrTx } from '../../db/client.ts';
import { verificationOrder as o } from '../../db/schema/verification.ts';
import { scopeToDistrict } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { reportPeriod } from './time-range.ts';
import { reportRegions, rowsOf } from './regions.ts';

/** Orders handed to a district (as the verification statistics count them). */
const { DISPATCHED, ACCEPTED, FED_BACK, DISPOSED } = STAT_STATUSES;

interface Tally {
  dispatched: number;
  accepted: number;
  downsizing: number;
  fedBack: number;
  aboveLevel3: number;
  guided: number;
}
const TALLY_KEYS: (keyof Tally)[] = ['dispatched', 'accepted', 'downsizing', 'fedBack', 'aboveLevel3', 'guided'];
const list = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Per district, over the orders pushed in the period and dispatched to the district. */
async function tallies(db: DbOrTx, user: AuthUser, q: ReportRangeQuery): Promise<Map<string, Tally>> {
  const above = sql`${o.level} in (${list(DISPOSAL_LEVELS)})`;
  const result = await db.execute(sql`
    select ${o.region} as region,
      count(*)::int as dispatched,
      count(*) filter (where ${o.status} in (${list(ACCEPTED)}))::int as accepted,
      count(*) filter (where ${o.isDownsizing} = '1')::int as downsizing,
      count(*) filter (where ${o.status} in (${list(FED_BACK)}))::int as "fedBack",
      count(*) filter (where ${above})::int as "aboveLevel3",
      count(*) filter (where ${above} and ${o.status} in (${list(DISPOSED)}))::int as guided
    from ${o}
    where ${o.status} in (${list(DISPATCHED)}) and ${reportPeriod(o.pushTime, q.startTime, q.endTime)} and ${scopeToDistrict(user, o.region) ?? sql`true`}
    group by ${o.region}`);
  return new Map(rowsOf<{ region: string } & Tally>(result).map(({ region, ...t }) => [region, t]));
}

const rated = (rate: number, a: number, b: number) => `${percent(rate)},${fraction(a, b)}`;

/**
 * A row of the warning statement: early-warning list = accepted / should accept, as the city statistics table
 * counts them, downsizing / dispatched,
 * verify rate = fed back / dispatched, disposal rate = disposed / 三级 and above.
 */
function statementRow(companyRegion: string, t: Tally): EarlyWarnRow {
  return {
    companyRegion,
    earlyWarningList: fraction(t.accepted, t.dispatched),
    downsizingList: fraction(t.downsizing, t.dispatched),
    verifyRate: rated(verifyRate(t.fedBack, t.dispatched), t.fedBack, t.dispatched),
    disposalRate: rated(disposalRate(t.guided, t.aboveLevel3), t.guided, t.aboveLevel3),
  };
}

const empty = (): Tally => ({ dispatched: 0, accepted: 0, downsizing: 0, fedBack: 0, aboveLevel3: 0, guided: 0 });

/** The warning statement: a row per district the caller may see, then 全部. */
export async function earlyWarnReport(db: DbOrTx, user: AuthUser, q: ReportRangeQuery): Promise<EarlyWarnRow[]> {
  const [regions, byRegion] = await Promise.all([reportRegions(db, user), tallies(db, user, q)]);
  const total = empty();
  const rows = regions.map((region) => {
    const t = byRegion.get(region) ?? empty();
    for (const k of TALLY_KEYS) total[k] += t[k];
    return statementRow(region, t);
  });
  return [...rows, statementRow(WARNING_TOTAL_ROW, total)];
}
