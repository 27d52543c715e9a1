import { HolidayCalendar } from '../../../../features/holidays/components/HolidayCalendar.tsx';

/** 节假日 */
export default function HolidayPage() {
  return <HolidayCalendar />;
}
