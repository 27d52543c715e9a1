import { App, Button, Dropdown, Space, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useAccess } from '../../../lib/access.tsx';
import { notify } from '../../../lib/notify.ts';
import type { PoolCompanyRow } from '@risk/shared/api/pool';
import { POOL_RULES, poolActionAllowed } from '@risk/shared/pool';
import { usePushCompanies, useWithdrawCompanies } from '../api/push-companies.ts';
import { useToggleFocus, useToggleSpecialFollow } from '../api/toggle-follow.ts';
import { useSyncRegistry } from '../api/sync-registry.ts';
import { pushButtonOf, pushRefusal, withdrawRefusal } from '../model/pool-checks.ts';
import type { PoolViewer } from '../model/use-pool-viewer.ts';

interface Props {
  row: PoolCompanyRow;
  viewer: PoolViewer;
  onEdit: (row: PoolCompanyRow) => void;
  onHistory: (row: PoolCompanyRow) => void;
  onRegion: (row: PoolCompanyRow) => void;
  onAddRiskInfo?: (row: PoolCompanyRow) => void;
  /** the 评价 item: the codes that allow it (any one) and the form the page composes */
  evaluate?: { codes: readonly string[]; open: (row: PoolCompanyRow) => void };
}

/** The row buttons of 风险企业库: the frequent ones inline, the rest under 更多; each behind its permission. */
export function PoolRowActions({ row, viewer, onEdit, onHistory, onRegion, onAddRiskInfo, evaluate }: Props) {
  const { can } = useAccess();
  const { modal } = App.useApp();
  const push = usePushCompanies();
  const withdraw = useWithdrawCompanies();
  const focus = useToggleFocus();
  const special = useToggleSpecialFollow();
  const sync = useSyncRegistry();

  const act = (refusal: string | undefined, question: string, run: () => Promise<unknown>) => {
    if (refusal) {
      notify.warning(refusal);
      return;
    }
    modal.confirm({ title: '提示', content: question, onOk: () => run().catch(() => undefined) });
  };

  const button = pushButtonOf(row);
  const pushOrWithdraw =
    button === 'push'
      ? {
          label: '推送',
          onClick: () =>
            act(pushRefusal(row), `确定将「${row.companyName}」推送至市人社局吗？`, () => push.mutateAsync([row.id])),
        }
      : button === 'withdraw'
        ? {
            label: '撤回',
            onClick: () =>
              act(withdrawRefusal(row), `确定撤回「${row.companyName}」的推送吗？`, () =>
                withdraw.mutateAsync([row.id]),
              ),
          }
        : undefined;
  const focused = !!row[viewer.focusField];

  const more: MenuProps['items'] = [
    viewer.isOps &&
      can('riskCompany:specialFollowWeb') && {
        key: 'special',
        label: row.specialFollow ? '取消特别关注' : '特别关注',
        onClick: () => special.mutate(row.id),
      },
    evaluate &&
      can(evaluate.codes) &&
      poolActionAllowed(POOL_RULES.evaluate, row.status) && {
        key: 'evaluate',
        label: '评价',
        onClick: () => evaluate.open(row),
      },
    { key: 'history', label: '评价历史', onClick: () => onHistory(row) },
    can('riskCompany:editRegion') && { key: 'region', label: '修改派单区县', onClick: () => onRegion(row) },
    can('riskCompany:matching') && { key: 'sync', label: '同步工商数据', onClick: () => sync.mutate(row.id) },
    onAddRiskInfo &&
      can('riskCompanyInfo:add') && { key: 'riskInfo', label: '添加风险信息', onClick: () => onAddRiskInfo(row) },
  ].filter((i) => !!i);

  return (
    <Space size={0} wrap={false}>
      {can('riskCompany:edit') && (
        <Button type="link" size="small" onClick={() => onEdit(row)}>
          编辑
        </Button>
      )}
      {pushOrWithdraw && can('riskCompany:push') && (
        <Button
          type="link"
          size="small"
          onClick={pushOrWithdraw.onClick}
          loading={push.isPending || withdraw.isPending}
        >
          {pushOrWithdraw.label}
        </Button>
      )}
      {can('riskCompany:follow') && (
        <Button type="link" size="small" loading={focus.isPending} onClick={() => focus.mutate(row.id)}>
          {focused ? '取消关注' : '重点关注'}
        </Button>
      )}
      <Dropdown menu={{ items: more }} trigger={['click']}>
        <Button type="link" size="small">
          更多 <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
