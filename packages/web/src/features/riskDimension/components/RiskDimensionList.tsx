import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { DIMENSION_STATUS_LABEL } from '@risk/shared/schemas/monitor-config';
import { MAX_PAGE_SIZE } from '@risk/shared/wire';
import { riskDimensionCalls, type RiskDimensionRow } from '@risk/shared/api/content';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { RecordList } from '../../../components/records/RecordList.tsx';
import { useCallAccess } from '../../../components/records/record-calls.ts';
import { useToggleRiskDimension } from '../api/risk-dimension.ts';
import { RiskDimensionFormModal } from './RiskDimensionFormModal.tsx';

/** 风险维度: dimensions of risk information and their form configuration; enabled ones are offered to risk information. */
export function RiskDimensionList() {
  const toggle = useToggleRiskDimension();
  const may = useCallAccess();

  return (
    <RecordList
      calls={riskDimensionCalls}
      module="riskDimension"
      // every dimension on one page, as the specification loads it (size 9999)
      defaultSize={MAX_PAGE_SIZE}
      filters={
        <>
          <Form.Item name="name" label="名称">
            <Input placeholder="请输入名称" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="type" label="类型">
            <DictSelect dict="riskDimension_type" placeholder="请选择类型" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select
              allowClear
              placeholder="请选择状态"
              style={{ width: 140 }}
              options={[
                { value: 'true', label: '启用' },
                { value: 'false', label: '禁用' },
              ]}
            />
          </Form.Item>
        </>
      }
      columns={({ table, edit }) => [
        { title: '名称', dataIndex: 'name', width: 200, ...table.sorter('name') },
        {
          title: '类型',
          dataIndex: 'type',
          width: 140,
          render: (v: string) => <DictTag dict="riskDimension_type" value={v} />,
        },
        {
          title: '配置',
          dataIndex: 'configs',
          render: (configs: RiskDimensionRow['configs']) => configs.map((c) => c.displayName).join('、'),
        },
        {
          title: '状态',
          dataIndex: 'status',
          width: 90,
          ...table.sorter('status'),
          render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{DIMENSION_STATUS_LABEL[`${on}`]}</Tag>,
        },
        {
          title: '创建时间',
          dataIndex: 'createTime',
          width: 170,
          ...table.sorter('createTime'),
          render: formatDateTime,
        },
        {
          title: '操作',
          key: 'actions',
          width: 140,
          render: (_: unknown, row: RiskDimensionRow) => (
            <Space size={0}>
              {may(riskDimensionCalls.edit) && (
                <Button type="link" size="small" onClick={() => edit(row)}>
                  编辑
                </Button>
              )}
              {may(riskDimensionCalls.toggle) && (
                <Button
                  type="link"
                  size="small"
                  danger={row.status}
                  loading={toggle.isPending && toggle.variables === row.id}
                  onClick={() => toggle.mutate(row.id)}
                >
                  {row.status ? '禁用' : '启用'}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
      scrollX={1000}
      form={(dialog) => <RiskDimensionFormModal {...dialog} />}
    />
  );
}
