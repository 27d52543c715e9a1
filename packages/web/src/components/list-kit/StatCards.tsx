import { Card, Col, Row, Statistic } from 'antd';

export interface StatCardItem {
  title: string;
  value: number | string;
  /** e.g. a card the user's level must not see */
  hidden?: boolean;
  suffix?: string;
}

/** A row of statistic cards above a list. */
export function StatCards({ items, loading }: { items: StatCardItem[]; loading?: boolean }) {
  const shown = items.filter((i) => !i.hidden);
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      {shown.map((item) => (
        <Col key={item.title} flex={1}>
          <Card size="small" loading={loading}>
            <Statistic title={item.title} value={item.value} suffix={item.suffix} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
