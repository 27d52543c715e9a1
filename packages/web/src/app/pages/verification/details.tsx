import { Link } from 'react-router';
import { VerificationDetailsView } from '../../../features/verification-details/components/VerificationDetailsView.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';
import { useRouteId } from '../../use-route-params.ts';

/** 核实详情 (hidden): /verification/details/:id */
export default function VerificationDetailsPage() {
  const id = useRouteId('/verification/details/:id');
  return (
    <VerificationDetailsView
      key={id}
      orderId={id}
      companyLink={(name, creditCode) => <Link to={companyDetailPath(name, creditCode)}>{name}</Link>}
    />
  );
}
