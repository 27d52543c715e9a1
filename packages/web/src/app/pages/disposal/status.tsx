import { Link } from 'react-router';
import { Result, Space } from 'antd';
import { DISPOSAL_LIST_POOL_STATUSES, isDisposalListStatus } from '@risk/shared/disposal';
import { DISPOSAL_STATUS_ROUTE, disposalStatusPath } from '../../../features/disposal/model/status-path.ts';
import { useDict } from '../../../components/dict/use-dict.ts';
import { NotFoundPage } from '../../routes/not-found.tsx';
import { useNavRoutes } from '../../nav-routes.ts';
import { useRouteParams } from '../../use-route-params.ts';
import DisposalCityPage from './city.tsx';
import DisposalCountyPage from './county.tsx';

/**
 * 联动处置（按状态）(hidden): /disposal/disposal/:status, the user's own disposal list (the city's or the
 * district's, whichever the menu gives) opened on one company status: 4 待存档, 6 待评价, 7 已评价.
 */
export default function DisposalStatusPage() {
  const raw = useRouteParams(DISPOSAL_STATUS_ROUTE).status;
  const status = Number(raw);
  const { pages } = useNavRoutes();
  const list =
    pages.find((p) => p.component === 'disposal/city') ?? pages.find((p) => p.component === 'disposal/county');
  if (!list) return <NotFoundPage />;
  if (!raw || !Number.isInteger(status) || !isDisposalListStatus(status)) return <UnknownStatus allPath={list.path} />;
  const Page = list.component === 'disposal/city' ? DisposalCityPage : DisposalCountyPage;
  return <Page key={status} byStatus={{ status, allPath: list.path }} />;
}

/** A status the list cannot be opened on (an old bookmark, a typo): said so, with the ways on. */
function UnknownStatus({ allPath }: { allPath: string }) {
  const companyStatus = useDict('company_status');
  const names = DISPOSAL_LIST_POOL_STATUSES.map((s) => companyStatus.label(s));
  return (
    <Result
      status="404"
      title="联动处置状态不存在"
      subTitle={`联动处置列表只能按${names.join('、')}打开`}
      extra={
        <Space size="large" wrap>
          {DISPOSAL_LIST_POOL_STATUSES.map((s, i) => (
            <Link key={s} to={disposalStatusPath(s)}>
              {names[i]}
            </Link>
          ))}
          <Link to={allPath}>全部状态</Link>
        </Space>
      }
    />
  );
}
