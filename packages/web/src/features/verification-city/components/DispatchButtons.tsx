import { Button } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { OrderRow } from '@risk/shared/api/verification';
import { useDispatchOrders } from '../api/order-actions.ts';
import { batchRefusal, orderRefusal } from '../model/order-checks.ts';
import { useGuardedAction } from '../../../lib/use-guarded-action.ts';

/** 派单 on one row: asks first, and says why when the order machine refuses. */
export function DispatchRowButton({ row }: { row: OrderRow }) {
  const guarded = useGuardedAction();
  const dispatch = useDispatchOrders();
  return (
    <Button
      type="link"
      size="small"
      onClick={() =>
        guarded(
          orderRefusal('dispatch', row),
          () => dispatch.mutateAsync([row.id]),
          `确定将「${row.companyName}」派单至${row.region ?? ''}吗？`,
        )
      }
    >
      派单
    </Button>
  );
}

/** 派单 of the selected rows; `onDone` clears the selection once the orders went out. */
export function BatchDispatchButton({
  selected,
  onDone,
  label,
}: {
  selected: OrderRow[];
  onDone: () => void;
  label: string;
}) {
  const guarded = useGuardedAction();
  const dispatch = useDispatchOrders();
  const ids = selected.map((r) => r.id);
  return (
    <Button
      type="primary"
      icon={<SendOutlined />}
      disabled={!ids.length}
      loading={dispatch.isPending}
      onClick={() =>
        guarded(
          batchRefusal('dispatch', selected),
          () => dispatch.mutateAsync(ids).then(onDone),
          `确定派单选中的 ${ids.length} 家企业吗？`,
        )
      }
    >
      {label}
    </Button>
  );
}
