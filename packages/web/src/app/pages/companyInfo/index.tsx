import { CompanyInfoSearch } from '../../../features/companyDetail/components/CompanyInfoSearch.tsx';

/** 企业信息 */
export default function CompanyInfoPage() {
  return <CompanyInfoSearch />;
}
