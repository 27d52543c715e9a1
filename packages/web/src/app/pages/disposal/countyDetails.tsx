import { Link, matchPath, useLocation, useParams } from 'react-router';
import { DisposalDetailView } from '../../../features/disposal/components/DisposalDetailView.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';

/** The route of spec doc 1 §2; menu pages render under a catch-all route, so its param is matched here too. */
const DETAILS_ROUTE = '/disposal/countyDetails/:id';

/** 处置信息 (district, hidden): /disposal/countyDetails/:id — records edited by permission, 办结. */
export default function DisposalCountyDetailsPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const id = Number(params.id ?? matchPath(DETAILS_ROUTE, pathname)?.params.id);
  return (
    <DisposalDetailView
      key={id}
      disposalId={Number.isInteger(id) ? id : 0}
      scope="county"
      companyLink={(name, creditCode) => <Link to={companyDetailPath(name, creditCode)}>{name}</Link>}
    />
  );
}
