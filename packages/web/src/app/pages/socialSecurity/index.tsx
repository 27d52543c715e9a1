import { SocialSecurityList } from '../../../features/socialSecurity/components/SocialSecurityList.tsx';

/** 社保数据 */
export default function SocialSecurityPage() {
  return <SocialSecurityList />;
}
