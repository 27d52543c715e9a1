import { MiniAppUserList } from '../../../features/miniAppUser/components/MiniAppUserList.tsx';

/** 小程序用户 */
export default function MiniAppUserPage() {
  return <MiniAppUserList />;
}
