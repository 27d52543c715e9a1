import { Link } from 'react-router';
import { DisposalDetailView } from '../../../features/disposal/components/DisposalDetailView.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';
import { useRouteId } from '../../use-route-params.ts';

/** 处置信息 (city, hidden): /disposal/details/:id — the records read only. */
export default function DisposalDetailsPage() {
  const id = useRouteId('/disposal/details/:id');
  return (
    <DisposalDetailView
      key={id}
      disposalId={id}
      scope="city"
      companyLink={(name, creditCode) => <Link to={companyDetailPath(name, creditCode)}>{name}</Link>}
    />
  );
}
