import { PolicyList } from '../../../features/policy/components/PolicyList.tsx';

/** 政策 */
export default function PolicyPage() {
  return <PolicyList />;
}
