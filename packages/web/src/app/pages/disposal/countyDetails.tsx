import { Link } from 'react-router';
import { DisposalDetailView } from '../../../features/disposal/components/DisposalDetailView.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';
import { useRouteId } from '../../use-route-params.ts';

/** 处置信息 (district, hidden): /disposal/countyDetails/:id — records edited by permission, 办结. */
export default function DisposalCountyDetailsPage() {
  const id = useRouteId('/disposal/countyDetails/:id');
  return (
    <DisposalDetailView
      key={id}
      disposalId={id}
      scope="county"
      companyLink={(name, creditCode) => <Link to={companyDetailPath(name, creditCode)}>{name}</Link>}
    />
  );
}
