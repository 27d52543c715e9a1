import type { DisposalListStatus } from '@risk/shared/disposal';

/** The hidden route of the disposal list opened on one company status (doc 1 §2: disposal/{status}). */
export const DISPOSAL_STATUS_ROUTE = '/disposal/disposal/:status';
export const disposalStatusPath = (status: DisposalListStatus) => `/disposal/disposal/${status}`;

/** The list opened on one company status, and the way back to the user's whole list. */
export interface DisposalByStatus {
  status: DisposalListStatus;
  allPath: string;
}
