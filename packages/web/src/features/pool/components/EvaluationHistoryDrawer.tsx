import { Drawer, Empty, Rate, Spin, Timeline, Typography } from 'antd';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useEvaluationHistory } from '../api/get-evaluation-history.ts';
import type { PoolCompanyRow } from '@risk/shared/api/pool';

/** 评价历史: read-only list of the evaluations a company received after archiving. */
export function EvaluationHistoryDrawer({ company, onClose }: { company?: PoolCompanyRow; onClose: () => void }) {
  const { data, isLoading } = useEvaluationHistory(company?.id);
  return (
    <Drawer
      title={`评价历史${company ? ` - ${company.companyName}` : ''}`}
      open={!!company}
      onClose={onClose}
      size={480}
    >
      {isLoading ? (
        <Spin style={{ display: 'block', margin: '40px auto' }} />
      ) : !data?.length ? (
        <Empty description="暂无数据" />
      ) : (
        <Timeline
          items={data.map((e) => ({
            key: e.createTime + e.evaluator,
            content: (
              <>
                <Typography.Text strong>{e.evaluator}</Typography.Text>
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {formatDateTime(e.createTime)}
                </Typography.Text>
                <div>
                  <Rate disabled value={e.score} count={5} style={{ fontSize: 14 }} />
                </div>
                <Typography.Paragraph style={{ marginBottom: 0 }}>{e.content}</Typography.Paragraph>
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
