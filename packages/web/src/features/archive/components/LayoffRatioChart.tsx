import { Card, Col, Empty, Progress, Row, Statistic } from 'antd';
import { layoffRatios } from '@risk/shared/disposal';
import { percent } from '@risk/shared/rates';
import type { LayoffStatisticsRow } from '@risk/shared/api/pool';

const INNER = [
  { key: 'isDownsizingRatio', label: '按标准补偿', color: '#52c41a' },
  { key: 'noDownsizingRatio', label: '未补偿', color: '#ff4d4f' },
  { key: 'otherRatio', label: '其他方式', color: '#faad14' },
] as const;

/** The latest entry: how the laid-off people were settled, and the planned/actual totals. */
export function LayoffRatioChart({ latest }: { latest?: LayoffStatisticsRow }) {
  if (!latest) return <Empty description="暂无裁员统计" />;
  const { innerDTOS, outerDTOS } = layoffRatios(latest);
  return (
    <Row gutter={16}>
      <Col span={14}>
        <Card size="small" title={`补偿方式占比（${latest.statDate}）`}>
          {INNER.map((i) => (
            <div key={i.key} style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 6 }}>
              <span style={{ width: 80, flex: 'none' }}>{i.label}</span>
              <Progress
                percent={Number((innerDTOS[i.key] * 100).toFixed(2))}
                strokeColor={i.color}
                format={() => percent(innerDTOS[i.key])}
              />
            </div>
          ))}
        </Card>
      </Col>
      <Col span={10}>
        <Card size="small" title="裁员人数">
          <Row>
            <Col span={8}>
              <Statistic title="计划裁员" value={latest.planNum} suffix="人" />
            </Col>
            {outerDTOS.map((o) => (
              <Col span={8} key={o.status}>
                <Statistic title={o.status} value={o.total} suffix="人" />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
