import { useState } from 'react';
import { Button, Modal } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { useAccess } from '../../../lib/access.tsx';
import { FEEDBACK_TARGET_WORKING_DAYS, ORDER_ACTIONS } from '@risk/shared/order-machine';
import type { OrderRow } from '@risk/shared/api/verification';
import { useRefuseOrder, useTakeOrder } from '../api/order-commands.ts';
import { ReasonModal } from './ReasonModal.tsx';
import { DictText } from '../../../components/dict/DictTag.tsx';
import styles from './notice.module.css';

/** 核实通知单: the printable notice of a dispatched order, where the district takes it or sends it back. */
export function OrderNoticeModal({ order, onClose }: { order?: OrderRow; onClose: () => void }) {
  const { can } = useAccess();
  const take = useTakeOrder();
  const refuse = useRefuseOrder();
  const [refusing, setRefusing] = useState(false);
  const canTake = can(ORDER_ACTIONS.takeOrder.permission);
  const canRefuse = can(ORDER_ACTIONS.refuse.permission);
  const awaiting = order?.status === ORDER_ACTIONS.takeOrder.from[0];

  const takeOrder = async () => {
    if (!order) return;
    await take.mutateAsync(order.id).then(onClose, () => undefined);
  };

  return (
    <>
      <Modal
        title="核实通知单"
        open={!!order}
        onCancel={onClose}
        width={760}
        footer={[
          <Button key="print" icon={<PrinterOutlined />} onClick={() => window.print()}>
            打印
          </Button>,
          canRefuse && awaiting && (
            <Button key="refuse" danger onClick={() => setRefusing(true)}>
              退单
            </Button>
          ),
          canTake && awaiting && (
            <Button key="take" type="primary" loading={take.isPending} onClick={() => void takeOrder()}>
              接单
            </Button>
          ),
        ]}
      >
        {order && (
          <div className={styles.sheet}>
            <div className={styles.title}>劳动用工风险核实通知单</div>
            <div className={styles.number}>工单编号：{order.id}</div>
            <p>{order.region ?? ''}人力资源和社会保障局：</p>
            <p style={{ textIndent: '2em' }}>
              经劳动用工风险监测预警平台监测，下列企业存在劳动用工风险，现派至你单位开展调查核实，请及时接单，并于派单之日起
              {FEEDBACK_TARGET_WORKING_DAYS} 个工作日内反馈核实情况。
            </p>
            <table>
              <tbody>
                <tr>
                  <th>企业名称</th>
                  <td>{order.companyName}</td>
                </tr>
                <tr>
                  <th>统一社会信用代码</th>
                  <td>{order.creditCode}</td>
                </tr>
                <tr>
                  <th>注册地</th>
                  <td>{order.registrationPlace ?? ''}</td>
                </tr>
                <tr>
                  <th>核实区县</th>
                  <td>{order.region ?? ''}</td>
                </tr>
                <tr>
                  <th>风险点</th>
                  <td>
                    <DictText dict="risk_dot" value={order.riskPoint} />
                  </td>
                </tr>
                <tr>
                  <th>风险信息数</th>
                  <td>{order.riskCompanyInfoCount} 条</td>
                </tr>
                <tr>
                  <th>派单时间</th>
                  <td>{formatDateTime(order.dispatchTime)}</td>
                </tr>
                <tr>
                  <th>反馈期限</th>
                  <td>
                    派单之日起 {FEEDBACK_TARGET_WORKING_DAYS} 个工作日内
                    {order.waitingWorkingDays != null &&
                      `（已过 ${order.waitingWorkingDays} 个工作日${order.overdue ? '，已超期' : ''}）`}
                  </td>
                </tr>
              </tbody>
            </table>
            <div className={styles.signature}>
              <div>北京市人力资源和社会保障局</div>
              <div>{formatDateTime(order.dispatchTime).slice(0, 10)}</div>
            </div>
          </div>
        )}
      </Modal>
      <ReasonModal
        title="退单"
        open={refusing}
        hint={`请说明将「${order?.companyName ?? ''}」的核实工单退回市人社局的原因。`}
        onClose={() => setRefusing(false)}
        onSubmit={async (reason) => {
          await refuse.mutateAsync({ id: order!.id, reason });
          onClose();
        }}
      />
    </>
  );
}
