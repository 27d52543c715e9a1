import { COMPANY_STATUS } from '@risk/shared/pool';

/** The pool tabs of 存档评价: each shows the pool companies of one status. */
export const SAVE_TABS = [
  { key: 'archive', label: '待存档', status: COMPANY_STATUS.TO_ARCHIVE },
  { key: 'evaluate', label: '待评价', status: COMPANY_STATUS.TO_EVALUATE },
] as const;
export type SaveTabKey = (typeof SAVE_TABS)[number]['key'];
