/** How a disposal status reads as an antd badge: 待处置 waits, 处置中 runs, 已办结 is done. */
export const DISPOSAL_STATUS_BADGE: Record<number, 'warning' | 'processing' | 'success'> = {
  0: 'warning',
  1: 'processing',
  2: 'success',
};
