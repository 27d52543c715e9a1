import {
  monthlyTable,
  monthQuery,
  monthSnapshotBody,
  monthSnapshotQuery,
  monthSnapshotRow,
  regionStatementQuery,
  regionStatementRow,
} from '../schemas/dashboard.ts';
import { z } from 'zod';
import { envelope, fileAnswer, XLSX_MEDIA_TYPE } from '../wire.ts';
import { callsOf } from './endpoint.ts';

const risk = callsOf('statements', '/business/v1/risk');
const monthly = { access: 'authenticated', query: monthQuery, answer: envelope(monthlyTable) } as const;

/** The statements leaders read: the risk statement (风险报表) and the monthly report (月度监测) with its publishing. */
export const statementCalls = {
  regionStatement: risk.get('/regionStatement', {
    access: 'authenticated',
    query: regionStatementQuery,
    answer: envelope(z.array(regionStatementRow)),
  }),
  regionStatementDownload: risk.get('/regionStatement/download', {
    access: 'authenticated',
    query: regionStatementQuery,
    answer: fileAnswer,
    produces: [XLSX_MEDIA_TYPE],
  }),
  monthlyTableOne: risk.get('/dataApply/getMonthlyReportTableOne', monthly),
  monthlyTableTwo: risk.get('/dataApply/getMonthlyReportTableTwo', monthly),
  monthlyTableThree: risk.get('/dataApply/getMonthlyReportTableThree', monthly),
  snapshots: risk.get('/monthReportSnapshot', {
    access: 'authenticated',
    query: monthSnapshotQuery,
    answer: envelope(z.array(monthSnapshotRow)),
  }),
  publish: risk.post('/monthReportSnapshot', {
    access: 'monthlyMonitor:publish',
    body: monthSnapshotBody,
    answer: envelope(monthSnapshotRow),
  }),
};
