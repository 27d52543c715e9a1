import { Empty, Timeline, Typography } from 'antd';
import type { OrderAuditRow } from '@risk/shared/api/verification';
import { ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import { formatDateTime } from '../../../components/list-kit/format.ts';

/** What a step's payload says that a reader needs: a reason, an explanation, a level. */
export function payloadText(payload: unknown): string {
  if (!payload || typeof payload !== 'object') return '';
  const p = payload as Record<string, unknown>;
  const parts = [
    typeof p.reason === 'string' && `原因：${p.reason}`,
    typeof p.auditExplain === 'string' && `退回说明：${p.auditExplain}`,
    typeof p.opinion === 'string' && p.opinion && `审核意见：${p.opinion}`,
    typeof p.level === 'string' && `等级：${p.level}`,
    typeof p.region === 'string' && `区县：${p.region}`,
  ];
  return parts.filter(Boolean).join('；');
}

const statusName = (s: number | null) => (s == null ? '' : (ORDER_STATUS_LABEL[s as OrderStatus] ?? String(s)));

/** The order's trail, oldest first: who did what, when, and from which status to which. */
export function AuditTimeline({ rows }: { rows: OrderAuditRow[] }) {
  if (rows.length === 0) return <Empty description="暂无记录" />;
  return (
    <Timeline
      items={rows.map((r, i) => ({
        key: i,
        color:
          r.action === 'reviewReturn' || r.action === 'refuse'
            ? 'red'
            : r.action === 'reviewPass' || r.action === 'rating'
              ? 'green'
              : 'blue',
        content: (
          <div>
            <Typography.Text strong>{r.label}</Typography.Text>
            <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
              {r.actorName} · {formatDateTime(r.createTime)}
            </Typography.Text>
            {r.fromStatus !== r.toStatus && r.toStatus != null && (
              <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>
                {statusName(r.fromStatus)} → {statusName(r.toStatus)}
              </div>
            )}
            {payloadText(r.payload) && <div>{payloadText(r.payload)}</div>}
          </div>
        ),
      }))}
    />
  );
}
