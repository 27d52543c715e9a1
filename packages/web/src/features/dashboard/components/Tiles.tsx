import { Card, Col, Row, Statistic } from 'antd';

export interface Tile {
  title: string;
  value: number | string | undefined;
  suffix?: string;
  color?: string;
}

/** A row of figure tiles; every value comes from a dashboard call. */
export function Tiles({ items, loading }: { items: Tile[]; loading?: boolean }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {items.map((t) => (
        <Col key={t.title} xs={12} md={8} xl={Math.floor(24 / Math.min(items.length, 8)) || 3} flex="1 1 0">
          <Card size="small" loading={loading} data-testid={`tile-${t.title}`}>
            <Statistic
              title={t.title}
              value={t.value ?? 0}
              suffix={t.suffix}
              styles={t.color ? { content: { color: t.color } } : undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
