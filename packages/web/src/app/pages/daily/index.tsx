import { DailyList } from '../../../features/dailyReports/components/DailyList.tsx';

/** 专报日报 */
export default function DailyPage() {
  return <DailyList />;
}
