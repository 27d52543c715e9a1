import { z } from 'zod';
import {
  cityNumber,
  disposalSpeed,
  districtRiskRow,
  dynamicRow,
  fieldDistributionRow,
  guidance,
  latestRiskInfoRow,
  monthCountRow,
  monthsQuery,
  orderMonthRow,
  publicOpinion,
  riskIndexRow,
  riskLevelRow,
  statisticsData,
  warnCompanyRow,
} from '../schemas/big-screen.ts';
import { envelope } from '../wire.ts';
import { callsOf } from './endpoint.ts';

const screen = callsOf('bigScreen', '/business/v1/bigScreen');
const figure = <T extends z.ZodType>(content: T) => ({ access: 'authenticated', answer: envelope(content) }) as const;

/**
 * The big screens' figures, each over the caller's district scope (docs/big-screens.md). The keys
 * are the calls' last path segments, so the server memoises and the web names its queries by them.
 */
export const bigScreenCalls = {
  enterpriseRiskNumber: screen.get('/enterpriseRiskNumber', figure(z.array(districtRiskRow))),
  fieldDistribution: screen.get('/fieldDistribution', figure(z.array(fieldDistributionRow))),
  cityNumber: screen.get('/cityNumber', figure(cityNumber)),
  disposalSpeed: screen.get('/disposalSpeed', figure(disposalSpeed)),
  statisticsData: screen.get('/statisticsData', figure(statisticsData)),
  dynamic: screen.get('/dynamic', figure(z.array(dynamicRow))),
  riskIndex: screen.get('/riskIndex', figure(z.array(riskIndexRow))),
  statisticsRiskLevel: screen.get('/statisticsRiskLevel', figure(z.array(riskLevelRow))),
  riskCompanyInfos: screen.get('/riskCompanyInfos', figure(z.array(latestRiskInfoRow))),
  warnCompanys: screen.get('/warnCompanys', figure(z.array(warnCompanyRow))),
  guidance: screen.get('/guidance', figure(guidance)),
  publicOpinion: screen.get('/publicOpinion', figure(publicOpinion)),
  riskNumberByMonth: screen.get('/riskNumber/month', {
    access: 'authenticated',
    query: monthsQuery,
    answer: envelope(z.array(monthCountRow)),
  }),
  orderNumberByMonth: screen.get('/orderNumber/month', {
    access: 'authenticated',
    query: monthsQuery,
    answer: envelope(z.array(orderMonthRow)),
  }),
};
