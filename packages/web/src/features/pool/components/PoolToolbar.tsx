import { Button, Space } from 'antd';
import { CloudSyncOutlined, DeleteOutlined, FileAddOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Access } from '../../../lib/access.tsx';
import { useGuardedAction } from '../../../lib/use-guarded-action.ts';
import { ImportButton } from '../../../components/list-kit/ImportButton.tsx';
import { ExportButton, TemplateButton } from '../../../components/list-kit/FileButtons.tsx';
import type { PoolCompanyRow } from '@risk/shared/api/pool';
import { poolCalls } from '@risk/shared/api/pool';
import { useDeleteCompanies } from '../api/delete-companies.ts';
import { usePushCompanies } from '../api/push-companies.ts';
import { useSyncRegistryBatch } from '../api/sync-registry.ts';
import { batchPushRefusal, deleteRefusal } from '../model/pool-checks.ts';

interface Props {
  /** the selected rows of the page shown */
  selected: PoolCompanyRow[];
  clearSelection: () => void;
  /** the list's filters, so the export holds what the list shows */
  filters: Record<string, unknown>;
  onAdd: () => void;
  onAddRiskInfo?: (company?: PoolCompanyRow) => void;
  onImported: () => void;
}

/** The header buttons of 风险企业库, each behind its permission and checked like the server checks. */
export function PoolToolbar({ selected, clearSelection, filters, onAdd, onAddRiskInfo, onImported }: Props) {
  const remove = useDeleteCompanies();
  const push = usePushCompanies();
  const sync = useSyncRegistryBatch();
  const ids = selected.map((r) => r.id);
  const none = selected.length === 0;

  const guardedAction = useGuardedAction();
  /** checks the rule first (its message, no call), then asks, then runs and clears the selection */
  const guarded = (refusal: string | undefined, action: () => Promise<unknown>, question?: string) =>
    guardedAction(refusal, () => action().then(clearSelection), question);

  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Access codes="riskCompany:add">
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          新增企业
        </Button>
      </Access>
      <Access codes="riskCompany:upload">
        {/* Access renders its children as one item of the row: their own Space keeps them apart */}
        <Space wrap>
          <ImportButton call={poolCalls.importExcel} label="批量导入" onImported={onImported} />
          <TemplateButton call={poolCalls.template} fileName="风险企业导入模板.xlsx" />
        </Space>
      </Access>
      <Access codes="riskCompany:batchPush">
        <Button
          icon={<SendOutlined />}
          disabled={none}
          loading={push.isPending}
          onClick={() =>
            guarded(
              batchPushRefusal(selected),
              () => push.mutateAsync(ids),
              `确定推送选中的 ${selected.length} 家企业吗？`,
            )
          }
        >
          批量推送
        </Button>
      </Access>
      {onAddRiskInfo && (
        <Access codes="riskCompanyInfo:add">
          <Button
            icon={<FileAddOutlined />}
            onClick={() => onAddRiskInfo(selected.length === 1 ? selected[0] : undefined)}
          >
            添加风险信息
          </Button>
        </Access>
      )}
      <Access codes="riskCompany:del">
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={none}
          loading={remove.isPending}
          onClick={() =>
            guarded(
              deleteRefusal(selected),
              () => remove.mutateAsync(ids),
              `确定删除选中的 ${selected.length} 家企业吗？`,
            )
          }
        >
          删除
        </Button>
      </Access>
      <Access codes="riskCompany:matching">
        <Button
          icon={<CloudSyncOutlined />}
          disabled={none}
          loading={sync.isPending}
          onClick={() => guarded(undefined, () => sync.mutateAsync(ids))}
        >
          批量同步工商数据
        </Button>
      </Access>
      <Access codes="riskCompany:downLoad">
        <ExportButton call={poolCalls.download} params={filters} fileName="风险企业库.xlsx" />
      </Access>
    </Space>
  );
}
