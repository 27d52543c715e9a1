import { matchPath, useLocation, useParams } from 'react-router';
import { CompanyDetailView } from '../../../features/companyDetail/components/CompanyDetailView.tsx';

/** The route of spec doc 1 §2; menu pages render under a catch-all route, so its params are matched here too. */
const DETAIL_ROUTE = '/riskCompany/details/:companyName/:creditCode';

/** matchPath leaves the parameters as they stand in the address (percent-encoded) */
function decoded(params: Record<string, string | undefined>): Record<string, string | undefined> {
  const decode = (v: string | undefined) => {
    try {
      return v && decodeURIComponent(v);
    } catch {
      return v;
    }
  };
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decode(v)]));
}

/** 企业详情 (route riskCompanyDetail): /riskCompany/details/:companyName/:creditCode */
export default function RiskCompanyDetailPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const { companyName = '', creditCode = '' } = params.creditCode ? params : decoded(matchPath(DETAIL_ROUTE, pathname)?.params ?? {});
  return <CompanyDetailView key={creditCode} companyName={companyName} creditCode={creditCode} />;
}
