import { DispatchList } from '../../../features/verification-city/components/DispatchList.tsx';
import { companyDetailPath } from '../../../features/companyDetail/model/detail-path.ts';
import { useNavRoutes } from '../../nav-routes.ts';

/** 待派单: the city's orders not yet with a district. */
export default function VerificationDispatchPage() {
  const { pages } = useNavRoutes();
  const riskInfoPage = pages.find((p) => p.component === 'riskCompanyInfo/index');
  return (
    <DispatchList
      detailPath={(row) => companyDetailPath(row.companyName, row.creditCode)}
      riskInfoPath={riskInfoPage && ((row) => `${riskInfoPage.path}?creditCode=${row.creditCode}`)}
      statusListPath={(status) => `/verification/verification/${status}`}
    />
  );
}
