import { OperationLogTable } from '../../../../features/monitor/components/OperationLogTable.tsx';

/** 操作日志 */
export default function OperationLogPage() {
  return <OperationLogTable />;
}
