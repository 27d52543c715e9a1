import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { USER_LEVEL } from '@risk/shared/levels';
import { MSG } from '@risk/shared/messages';
import { notFound } from '../http/errors.ts';
import type { AuthUser } from './session-user.ts';

/**
 * District scope, the one helper every domain uses: a district (level 3) user sees only rows of
 * the district of their department; city, operations and admin see every district.
 */
export function districtOf(user: Pick<AuthUser, 'username' | 'level' | 'region'>): string | null {
  if (user.username === 'admin' || user.level !== USER_LEVEL.DISTRICT) return null;
  // A district user whose department names no district sees nothing rather than everything.
  return user.region ?? '\u0000';
}

/** WHERE condition limiting `column` (a district name) to what the user may see; undefined means no limit. */
export function scopeToDistrict(user: AuthUser, column: AnyColumn): SQL | undefined {
  const own = districtOf(user);
  return own === null ? undefined : eq(column, own);
}

/**
 * The district filter of a list: a district user always gets their own district (asking for
 * another one finds nothing); others get what they asked for.
 */
export function districtFilter(user: AuthUser, requested: string | undefined): string | undefined {
  const own = districtOf(user);
  if (own === null) return requested;
  return requested && requested !== own ? '\u0000' : own;
}

/** For a single record: another district's record is invisible, as if it did not exist. */
export function assertInDistrict(user: AuthUser, region: string | null | undefined): void {
  const own = districtOf(user);
  if (own !== null && region !== own) throw notFound(MSG.notFound);
}
