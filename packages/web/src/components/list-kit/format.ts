import { beijing } from '../../lib/beijing-time.ts';
import { DATE_TIME_FORMAT, DAY_FORMAT } from './list-state.ts';

/** Times in lists read YYYY-MM-DD HH:mm:ss in Beijing time; no value shows nothing. */
export const formatDateTime = (value: string | null | undefined) =>
  value ? beijing(value).format(DATE_TIME_FORMAT) : '';
export const formatDay = (value: string | null | undefined) => (value ? beijing(value).format(DAY_FORMAT) : '');
