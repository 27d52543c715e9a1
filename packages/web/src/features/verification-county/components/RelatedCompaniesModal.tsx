import { useEffect, useState } from 'react';
import { Button, Modal, Select, Table, Typography } from 'antd';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { useDict } from '../../../components/dict/use-dict.ts';
import { notify } from '../../../lib/notify.ts';
import type { OrderRow } from '@risk/shared/api/verification';
import { searchPool, useAddRelated, useRelatedCompanies, type PoolCandidate } from '../api/related-companies.ts';

/** Only pool companies not yet archived (statuses 0–4) may be related to an order. */
const RELATABLE_BELOW = 5;

const statusTag = (s: number) => <DictTag dict="company_status" value={s} />;

/** 查看关联企业 (mode view) and 添加关联企业 (mode add: search the pool, pick companies, save). */
export function RelatedCompaniesModal({
  order,
  mode,
  onClose,
}: {
  order?: OrderRow;
  mode: 'view' | 'add';
  onClose: () => void;
}) {
  const related = useRelatedCompanies(order?.id);
  const status = useDict('company_status');
  const add = useAddRelated();
  const [options, setOptions] = useState<PoolCandidate[]>([]);
  const [picked, setPicked] = useState<number[]>([]);
  const [searching, setSearching] = useState(false);
  useEffect(() => {
    setPicked([]);
    setOptions([]);
  }, [order?.id, mode]);

  const search = async (name: string) => {
    if (!name.trim()) return;
    setSearching(true);
    try {
      setOptions(await searchPool(name.trim()));
    } finally {
      setSearching(false);
    }
  };
  const known = new Set((related.data ?? []).map((r) => r.riskCompanyId));

  const save = async () => {
    if (!order) return;
    if (picked.length === 0) {
      notify.warning('请选择要关联的企业', 2.5);
      return;
    }
    await add.mutateAsync({ orderId: order.id, riskCompanyIds: picked }).then(onClose, () => undefined);
  };

  return (
    <Modal
      title={mode === 'add' ? '添加关联企业' : '查看关联企业'}
      open={!!order}
      onCancel={onClose}
      width={720}
      footer={
        mode === 'add'
          ? [
              <Button key="cancel" onClick={onClose}>
                取消
              </Button>,
              <Button key="save" type="primary" loading={add.isPending} onClick={() => void save()}>
                保存
              </Button>,
            ]
          : [
              <Button key="close" onClick={onClose}>
                关闭
              </Button>,
            ]
      }
    >
      <Typography.Paragraph type="secondary">与「{order?.companyName}」关联的风险企业：</Typography.Paragraph>
      {mode === 'add' && (
        <Select
          mode="multiple"
          style={{ width: '100%', marginBottom: 16 }}
          placeholder="输入企业名称搜索风险企业库（仅可选择存档前的企业）"
          filterOption={false}
          showSearch={{ onSearch: (v) => void search(v) }}
          loading={searching}
          value={picked}
          onChange={setPicked}
          notFoundContent={searching ? '搜索中…' : '无匹配企业'}
          options={options
            .filter((c) => c.id !== order?.riskCompanyId)
            .map((c) => ({
              value: c.id,
              disabled: c.status >= RELATABLE_BELOW || known.has(c.id),
              label: `${c.companyName}（${c.creditCode}，${status.label(c.status)}${known.has(c.id) ? '，已关联' : ''}）`,
            }))}
        />
      )}
      <Table
        rowKey="riskCompanyId"
        size="small"
        loading={related.isFetching}
        dataSource={related.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无关联企业' }}
        columns={[
          { title: '公司名称', dataIndex: 'companyName' },
          { title: '统一社会信用代码', dataIndex: 'creditCode', width: 200 },
          { title: '状态', dataIndex: 'status', width: 100, render: statusTag },
        ]}
      />
    </Modal>
  );
}
