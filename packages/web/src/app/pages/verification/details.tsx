import { matchPath, useLocation, useParams, Link } from 'react-router';
import { VerificationDetailsView } from '../../../features/verification-details/components/VerificationDetailsView.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';

/** The route of spec doc 1 §2; menu pages render under a catch-all route, so its param is matched here too. */
const DETAILS_ROUTE = '/verification/details/:id';

/** 核实详情 (hidden): /verification/details/:id */
export default function VerificationDetailsPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const id = Number(params.id ?? matchPath(DETAILS_ROUTE, pathname)?.params.id);
  return (
    <VerificationDetailsView
      key={id}
      orderId={Number.isInteger(id) ? id : 0}
      companyLink={(name, creditCode) => <Link to={companyDetailPath(name, creditCode)}>{name}</Link>}
    />
  );
}
