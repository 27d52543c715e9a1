import { VERIFICATION_LIST_DEFAULTS } from '@risk/shared/list-defaults';
import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { CITY_TABS, COUNTY_TABS, warningTabOf } from '@risk/shared/order-machine';
import { VERIFICATION_LIST_MSG, type OrderListQuery } from '@risk/shared/schemas/verification';
import type { AuthUser } from '../../../platform/auth/session-user.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { COUNTY_DEFAULT_SORT, WARNING_DEFAULT_SORT, CITY_DEFAULT_SORT } from '@risk/shared/api/verification';

export type ListSide = 'city' | 'county';

/** District users work the county list; everyone else the city list (admin may open either tab set). */
export const sideOf = (user: AuthUser): ListSide =>
  !isAdmin(user) && user.level === USER_LEVEL.DISTRICT ? 'county' : 'city';

function tabStatuses(user: AuthUser, tab: string): readonly number[] {
  const side = sideOf(user);
  const admin = isAdmin(user);
  const city = (CITY_TABS as Record<string, readonly number[]>)[tab];
  const county = (COUNTY_TABS as Record<string, readonly number[]>)[tab];
  const found = side === 'county' ? county : (city ?? warningTabOf(tab)?.statuses ?? (admin ? county : undefined));
  if (!found) throw badRequest(VERIFICATION_LIST_MSG.tabNotForLevel);
  return found;
}

/**
 * The statuses a list asks for: the tab's (county lists never leave countyAll: orders not yet
 * dispatched are the city's), narrowed by the status filter. Undefined means every status.
 */
export function statusesOf(
  user: AuthUser,
  q: Pick<OrderListQuery, 'tab' | 'subTab' | 'status' | 'statusCounty'>,
): number[] | undefined {
  if (q.subTab && !(sideOf(user) === 'county' && q.tab === 'AwaitVerification'))
    throw badRequest(VERIFICATION_LIST_MSG.subTabOnlyAwaitVerification);
  const explicit = Boolean(q.status || q.statusCounty);
  // no tab: a district sees its countyAll; the city's list takes doc 1 §4's default status filter
  // (1,5,6,7,8,9) unless a status is asked for explicitly
  const base = q.tab
    ? tabStatuses(user, q.tab)
    : sideOf(user) === 'county'
      ? COUNTY_TABS.countyAll
      : explicit
        ? undefined
        : VERIFICATION_LIST_DEFAULTS.cityNoTab.status;
  // status and statusCounty narrow one after the other (the county's filter of its own status column)
  let statuses: readonly number[] | undefined = base;
  for (const filter of [q.status, q.statusCounty])
    if (filter) statuses = statuses ? filter.filter((s) => statuses!.includes(s)) : filter;
  return statuses ? [...statuses] : undefined;
}

/** The county and early-warning lists sort by dispatch time, the city's other tabs by push time. */
export const defaultSortOf = (user: AuthUser, tab?: string) =>
  sideOf(user) === 'county' ? COUNTY_DEFAULT_SORT : warningTabOf(tab) ? WARNING_DEFAULT_SORT : CITY_DEFAULT_SORT;

/** The level an early-warning tab lists (city side only: a district asking for one was refused by statusesOf). */
export const tabLevelOf = (user: AuthUser, tab?: string) =>
  sideOf(user) === 'city' ? warningTabOf(tab)?.level : undefined;
