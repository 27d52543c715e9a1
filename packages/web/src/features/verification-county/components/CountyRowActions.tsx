import { App, Button, Dropdown, Space, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { isAdmin } from '@risk/shared/levels';
import {
  actionAllowed,
  DETAILS_VISIBLE_FROM,
  FILL_APP_STATUS,
  ORDER_ACTIONS,
  refusalOf,
  type OrderActionName,
} from '@risk/shared/order-machine';
import { STEP_CLOCKS, clockOf } from '@risk/shared/timeliness';
import { ORDER_STATUS, type OrderStatus } from '@risk/shared/verification';
import { useAccess } from '../../../lib/access.tsx';
import { notify } from '../../../lib/notify.ts';
import { useSessionUser } from '../../../lib/session.ts';
import type { OrderRow } from '@risk/shared/api/verification';
import type { CountyTab } from '../model/county-tabs.ts';

/** The dialogs a row opens; the list owns them. */
export type CountyDialog =
  'notice' | 'write' | 'edit' | 'push' | 'auditApp' | 'addRelated' | 'viewRelated' | 'backOrder' | 'delay';

interface Props {
  row: OrderRow;
  tab: CountyTab;
  detailsPath: (row: OrderRow) => string;
  onOpen: (dialog: CountyDialog, row: OrderRow) => void;
}

const CORRELATION_CODE = 'riskVerificationCounty:correlationCompany';
/** 修改核实情况 is offered on 全部 for orders the city has in hand (5–8); the machine allows more. */
const EDIT_OFFERED_FROM = ORDER_STATUS.TO_AUDIT;
const EDIT_OFFERED_TO = ORDER_STATUS.DONE;

/** The row buttons of 区县核实: shown by tab and permission; a click in the wrong status says why instead of calling. */
export function CountyRowActions({ row, tab, detailsPath, onOpen }: Props) {
  const { can } = useAccess();
  const { modal } = App.useApp();
  const admin = isAdmin(useSessionUser());
  const clock = clockOf(row.status);
  const allowedBy = (action: OrderActionName) => can(ORDER_ACTIONS[action].permission);
  const guarded = (action: OrderActionName, dialog: CountyDialog) => () => {
    if (actionAllowed(action, row.status)) onOpen(dialog, row);
    else notify.warning(refusalOf(action, row.status as OrderStatus));
  };

  const inline = [
    // the notice is where the district takes the order or refuses it (退单)
    tab === 'AwaitOrder' &&
      (allowedBy('takeOrder') || allowedBy('refuse')) && {
        key: 'notice',
        label: '核实通知单',
        onClick: guarded('takeOrder', 'notice'),
      },
    tab === 'AwaitVerification' &&
      allowedBy('saveDraft') && { key: 'write', label: '填写核实情况', onClick: guarded('saveDraft', 'write') },
    tab === 'countyAll' &&
      row.status >= EDIT_OFFERED_FROM &&
      row.status <= EDIT_OFFERED_TO &&
      allowedBy('editForm') && { key: 'edit', label: '修改核实情况', onClick: guarded('editForm', 'edit') },
    tab === 'AwaitVerification' &&
      !row.isPushApp &&
      allowedBy('pushApp') && { key: 'push', label: '推送小程序', onClick: guarded('pushApp', 'push') },
    row.fillAppStatus === FILL_APP_STATUS.PENDING &&
      allowedBy('auditApp') && { key: 'auditApp', label: '审核小程序填报', onClick: guarded('auditApp', 'auditApp') },
  ].filter((b) => !!b);

  const more: MenuProps['items'] = [
    row.status >= DETAILS_VISIBLE_FROM && { key: 'details', label: <Link to={detailsPath(row)}>核实详情</Link> },
    row.auditExplain && {
      key: 'explain',
      label: '核实情况审核说明',
      onClick: () => modal.info({ title: '核实情况审核说明', content: row.auditExplain, okText: '知道了' }),
    },
    tab === 'AwaitVerification' &&
      row.isPushApp &&
      allowedBy('pushApp') && { key: 'repush', label: '重新推送小程序', onClick: guarded('pushApp', 'push') },
    tab !== 'AwaitOrder' && { key: 'notice', label: '核实通知单', onClick: () => onOpen('notice', row) },
    row.status !== ORDER_STATUS.ARCHIVED &&
      can(CORRELATION_CODE) && { key: 'addRelated', label: '添加关联企业', onClick: () => onOpen('addRelated', row) },
    { key: 'viewRelated', label: '查看关联企业', onClick: () => onOpen('viewRelated', row) },
    // only a step with a clock has a deadline to extend, and the step's own code decides
    clock !== null &&
      can(STEP_CLOCKS[clock].delayPermission) && {
        key: 'delay',
        label: '申请延期',
        onClick: () => onOpen('delay', row),
      },
    admin && { key: 'backOrder', label: '退回市级', danger: true, onClick: guarded('backOrder', 'backOrder') },
  ].filter((i) => !!i);

  return (
    <Space size={0} wrap={false}>
      {inline.map((b) => (
        <Button key={b.key} type="link" size="small" onClick={b.onClick}>
          {b.label}
        </Button>
      ))}
      <Dropdown menu={{ items: more }} trigger={['click']}>
        <Button type="link" size="small">
          更多 <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
