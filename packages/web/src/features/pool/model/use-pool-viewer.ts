import { isAdmin, USER_LEVEL } from '@risk/shared/levels';
import { focusFieldFor, poolCardsFor, POOL_PRESET_STATUSES } from '@risk/shared/pool';
import { useSessionUser } from '../../../lib/session.ts';

/** What the signed-in user's level changes on the pool screens. */
export function usePoolViewer() {
  const user = useSessionUser();
  const level = user?.level ?? USER_LEVEL.DISTRICT;
  const admin = isAdmin(user);
  const isDistrict = !admin && level === USER_LEVEL.DISTRICT;
  return {
    level,
    /** the district a user is tied to: region filters offer only it */
    region: user?.region ?? null,
    isDistrict,
    isOps: admin || level === USER_LEVEL.OPS,
    cards: poolCardsFor(level, admin),
    focusField: focusFieldFor(level),
    presetStatuses: POOL_PRESET_STATUSES[level],
  };
}

export type PoolViewer = ReturnType<typeof usePoolViewer>;
