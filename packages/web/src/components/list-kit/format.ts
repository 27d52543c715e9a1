import dayjs from 'dayjs';
import { DATE_TIME_FORMAT, DAY_FORMAT } from './list-state.ts';

/** Times in lists read YYYY-MM-DD HH:mm:ss; no value shows nothing. */
export const formatDateTime = (value: string | null | undefined) =>
  value ? dayjs(value).format(DATE_TIME_FORMAT) : '';
export const formatDay = (value: string | null | undefined) => (value ? dayjs(value).format(DAY_FORMAT) : '');
