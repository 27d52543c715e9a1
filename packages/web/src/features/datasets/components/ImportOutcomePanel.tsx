import { Alert, Table } from 'antd';
import type { ImportOutcome, RefusedCell } from '../api/import-dataset.ts';
import { importSummary } from '../model/dataset-columns.ts';

const REFUSED_COLUMNS = [
  { title: '行', dataIndex: 'row', width: 80 },
  { title: '列', dataIndex: 'column', width: 200 },
  { title: '原因', dataIndex: 'reason' },
];
const PERIOD_COLUMNS = [
  { title: '统计期', dataIndex: 'period', width: 140 },
  { title: '新增', dataIndex: 'created', width: 120 },
  { title: '替换原有', dataIndex: 'replaced', width: 120 },
];

/** The row-by-row report of the last upload: per period created/replaced, or each refused cell (nothing written). */
export function ImportOutcomePanel({ outcome, onClose }: { outcome: ImportOutcome; onClose: () => void }) {
  if (outcome.ok)
    return (
      <Alert
        type="success"
        showIcon
        closable
        onClose={onClose}
        style={{ marginBottom: 16 }}
        title={`${outcome.fileName}：${outcome.message}`}
        description={
          <>
            <div style={{ marginBottom: 8 }}>{importSummary(outcome.result)}</div>
            <Table
              rowKey="period"
              size="small"
              columns={PERIOD_COLUMNS}
              dataSource={outcome.result.periods}
              pagination={{ pageSize: 12, hideOnSinglePage: true }}
            />
          </>
        }
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
      title={`${outcome.fileName}：${outcome.message}`}
      description={
        outcome.refused.length > 0 ? (
          <Table<RefusedCell>
            rowKey={(r) => `${r.row}-${r.column}-${r.reason}`}
            size="small"
            columns={REFUSED_COLUMNS}
            dataSource={outcome.refused}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
          />
        ) : (
          '未写入任何数据，请按模板检查文件后重新导入。'
        )
      }
    />
  );
}
