import { Button, Popconfirm, Space } from 'antd';
import { useAccess } from '../../../lib/access.tsx';
import { ORDER_STATUS as S, ORDER_STATUS_LABEL, type OrderStatus } from '@risk/shared/verification';
import { actionAllowed, conditionRefusal } from '@risk/shared/order-machine';
import { useReCallNoDelivery, useRemoveOrders, useRevokeOrder } from '../api/order-actions.ts';
import { verificationCalls, type OrderRow } from '@risk/shared/api/verification';
import { clockOf } from '@risk/shared/timeliness';
import { orderRefusal, permissionOf } from '../model/order-checks.ts';
import type { CityTab, CityWorkTab } from '../model/order-tabs.ts';
import { useGuardedAction } from '../../../lib/use-guarded-action.ts';
import { ReasonLink } from './ReasonLink.tsx';
import styles from './row-actions.module.css';

/** What an order without a city action waits for, shown in its empty 操作 cell. */
const emptyHint = (status: number) =>
  [S.DISPATCHED, S.TAKEN, S.VERIFYING].includes(status as never)
    ? `${ORDER_STATUS_LABEL[status as OrderStatus]}，待区县核实`
    : `${ORDER_STATUS_LABEL[status as OrderStatus] ?? ''}，当前无需操作`;

/** The spec's "tab All" of set level and revoke: both all-tabs (revoke's status 0 is only in 区县全部). */
const ALL_TABS: readonly CityWorkTab[] = ['CityAll', 'CountyAll'] satisfies CityTab[];

interface Props {
  row: OrderRow;
  tab: CityWorkTab;
  onAudit: (row: OrderRow) => void;
  onRate: (row: OrderRow) => void;
  /** 催办 of an order whose step has a clock (接单, 核实) */
  onUrge: (row: OrderRow) => void;
}

/** The row buttons of 市级核实, each behind its permission. */
export function CityRowActions({ row, tab, onAudit, onRate, onUrge }: Props) {
  const { can } = useAccess();
  const guarded = useGuardedAction();
  const revoke = useRevokeOrder();
  const reCall = useReCallNoDelivery();
  const remove = useRemoveOrders();
  const canAudit = can([...permissionOf('reviewPass'), ...permissionOf('reviewReturn')]);

  return (
    <span className={styles.actions} data-empty={emptyHint(row.status)}>
      <Space size={0} wrap>
        {clockOf(row.status) !== null && can(verificationCalls.urge.shape.access) && (
          <Button type="link" size="small" onClick={() => onUrge(row)}>
            催办
          </Button>
        )}
        {tab === 'Audit' && canAudit && (
          <Button
            type="link"
            size="small"
            onClick={() => guarded(orderRefusal('reviewPass', row), async () => onAudit(row))}
          >
            审核
          </Button>
        )}
        {(ALL_TABS.includes(tab) || tab === 'SetLevel') &&
          actionAllowed('rating', row.status) &&
          !conditionRefusal('rating', row) &&
          can(permissionOf('rating')) && (
            <Button
              type="link"
              size="small"
              onClick={() => guarded(orderRefusal('rating', row), async () => onRate(row))}
            >
              预警定级
            </Button>
          )}
        {(ALL_TABS.includes(tab) || tab === 'AwaitOrder') &&
          row.status === S.DISPATCHED &&
          can(permissionOf('revoke')) && (
            <Button
              type="link"
              size="small"
              onClick={() =>
                guarded(
                  orderRefusal('revoke', row),
                  () => revoke.mutateAsync(row.id),
                  `确定撤回派给${row.region ?? '区县'}的「${row.companyName}」吗？`,
                )
              }
            >
              撤回
            </Button>
          )}
        {row.status === S.NOT_DISPATCHED && can(permissionOf('reCallNoDelivery')) && (
          <Button
            type="link"
            size="small"
            onClick={() =>
              guarded(
                orderRefusal('reCallNoDelivery', row),
                () => reCall.mutateAsync([row.id]),
                `确定撤销「${row.companyName}」的暂不派单吗？`,
              )
            }
          >
            撤销暂不派单
          </Button>
        )}
        {/* 删除 takes the order out of the workflow while the district has not taken it */}
        {actionAllowed('withdraw', row.status) && can(permissionOf('withdraw')) && (
          <Popconfirm
            title={`确定删除「${row.companyName}」的核实工单吗？`}
            description="删除后企业回到未推送状态"
            onConfirm={() => remove.mutateAsync([row.id]).catch(() => undefined)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        )}
        <ReasonLink title="退单详情" text={row.refusedReason} />
        <ReasonLink title="核实退回说明" text={row.auditExplain} />
      </Space>
    </span>
  );
}
