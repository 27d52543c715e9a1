import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Beijing is UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const BEIJING_OFFSET_MINUTES = 8 * 60;

/**
 * An instant as Beijing wall time (now when omitted): every date and clock the platform shows, and
 * every "本年/本月" it asks for, is Beijing's, whatever time zone the viewer's computer is set to.
 */
export const beijing = (value?: ConfigType): Dayjs => dayjs(value).utcOffset(BEIJING_OFFSET_MINUTES);

/** This calendar year in Beijing. */
export const beijingYear = (): number => beijing().year();
