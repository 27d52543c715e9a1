import type { ReactNode } from 'react';
import { Card, Empty, Spin } from 'antd';
import type { EChartsOption } from 'echarts';
import { EChart } from '../../../components/charts/EChart.tsx';

/** A white card around one chart of the kit: 暂无数据 when there is nothing to draw. */
export function ChartCard({
  title,
  option,
  loading,
  empty,
  height = 300,
  extra,
}: {
  title: ReactNode;
  option: EChartsOption | undefined;
  loading?: boolean;
  empty?: boolean;
  height?: number;
  extra?: ReactNode;
}) {
  return (
    <Card size="small" title={title} extra={extra} styles={{ body: { height } }}>
      {loading && !option ? (
        <Spin style={{ display: 'block', marginTop: height / 2 - 20 }} />
      ) : empty || !option ? (
        <Empty description="暂无数据" />
      ) : (
        <EChart option={option} theme="dashboard" notMerge />
      )}
    </Card>
  );
}
