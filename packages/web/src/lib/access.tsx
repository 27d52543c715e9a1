import type { ReactNode } from 'react';
import { hasPermission } from '@risk/shared/permissions';
import { useSessionUser } from './session.ts';

/**
 * Permission checks of the signed-in user. They only hide what the server would refuse; the server
 * checks every route itself.
 */
export function useAccess() {
  const user = useSessionUser();
  return { can: (codes: string | readonly string[]) => hasPermission(user, codes) };
}

/** Renders its children only when the user holds one of `codes` (admin holds all). */
export function Access({ codes, children }: { codes: string | readonly string[]; children: ReactNode }) {
  const { can } = useAccess();
  return can(codes) ? <>{children}</> : null;
}
