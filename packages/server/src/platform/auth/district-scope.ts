import { eq, inArray, SQL, sql, type AnyColumn } from 'drizzle-orm';
import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import { notFound } from '../http/errors.ts';
import type { AuthUser } from './session-user.ts';

/** The district of a level-3 user whose department names none: no row carries it, so they see nothing. */
export const NO_DISTRICT = '';

/**
 * District scope, the one helper every domain uses: a district (level 3) user sees only rows of
 * the district of their department; city, operations and admin see every district (null).
 */
export function districtOf(user: Pick<AuthUser, 'username' | 'level' | 'region'>): string | null {
  if (isAdmin(user) || user.level !== USER_LEVEL.DISTRICT) return null;
  return user.region || NO_DISTRICT;
}

/**
 * WHERE condition limiting `column` (a district name, or a kept-count table's column read as SQL) to
 * what the user may see; undefined means no limit.
 */
export function scopeToDistrict(user: AuthUser, column: AnyColumn | SQL): SQL | undefined {
  return districtCondition(user, column, undefined);
}

/**
 * The district condition of a list: the requested district for users who see all; for a
 * district user always their own district, and nothing when they ask for another one.
 */
export function districtCondition(
  user: AuthUser,
  column: AnyColumn | SQL,
  requested: string | undefined,
): SQL | undefined {
  const own = districtOf(user);
  // a column of a kept-count table read as SQL (no Drizzle table) is compared as SQL
  const is = (region: string) => (column instanceof SQL ? sql`${column} = ${region}` : eq(column, region));
  if (own === null) return requested ? is(requested) : undefined;
  if (own === NO_DISTRICT || (requested && requested !== own)) return sql`false`;
  return is(own);
}

/**
 * Rows of the districts asked for (all when none), within the caller's scope: a district user asking
 * for several sees its own among them, or nothing.
 */
export function districtsCondition(
  user: AuthUser,
  column: AnyColumn,
  requested: readonly string[] | undefined,
): SQL | undefined {
  if (!requested?.length) return districtCondition(user, column, undefined);
  const own = districtOf(user);
  if (own === null) return inArray(column, [...requested]);
  return requested.includes(own) ? districtCondition(user, column, own) : sql`false`;
}

/** For a single record: another district's record is invisible, as if it did not exist. */
export function assertInDistrict(user: AuthUser, region: string | null | undefined): void {
  const own = districtOf(user);
  if (own !== null && (own === NO_DISTRICT || region !== own)) throw notFound(MSG.notFound);
}
