import type { DbOrTx } from '../../db/client.ts';
import { districtOf } from '../../platform/auth/district-scope.ts';
import type { AuthUser } from '../../platform/auth/session-user.ts';
import { dictValues } from '../../modules/dicts/service.ts';

/** The report rows' districts: the global_regoin dictionary, only the caller's own district for a district user. */
export async function reportRegions(db: DbOrTx, user: AuthUser): Promise<string[]> {
  const all = await dictValues(db, 'global_regoin');
  const own = districtOf(user);
  return own === null ? all : all.filter((r) => r === own);
}

/** Rows of a raw query, whichever driver answered. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
