import { NoticeList } from '../../../features/notices/components/NoticeList.tsx';

/** 通知公告 */
export default function NoticesPage() {
  return <NoticeList />;
}
