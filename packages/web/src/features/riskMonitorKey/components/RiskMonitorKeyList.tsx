import { Button, Form, Input } from 'antd';
import { riskMonitorKeyBody, type RiskMonitorKeyBody } from '@risk/shared/schemas/monitor-config';
import { riskMonitorKeyCalls, type RiskMonitorKeyRow } from '@risk/shared/api/content';
import { formatDateTime } from '../../../components/list-kit/format.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { DictTag } from '../../../components/dict/DictTag.tsx';
import { maxLengthOf, rulesFrom } from '../../../lib/form-rules.ts';
import { RecordList, type RecordFormProps } from '../../../components/records/RecordList.tsx';
import { RecordFormModal } from '../../../components/records/RecordFormModal.tsx';
import { useCallAccess } from '../../../components/records/record-calls.ts';

/** 新增 / 编辑 监测关键词 */
function RiskMonitorKeyFormModal({ editing, ...dialog }: RecordFormProps<RiskMonitorKeyRow>) {
  return (
    <RecordFormModal<typeof riskMonitorKeyCalls, RiskMonitorKeyBody>
      {...dialog}
      calls={riskMonitorKeyCalls}
      noun="监测关键词"
      editing={editing}
      initialValues={editing}
      toInput={(input) => input}
    >
      <Form.Item label="关键词" name="keyWord" rules={rulesFrom(riskMonitorKeyBody.shape.keyWord)}>
        <Input placeholder="请输入关键词" maxLength={maxLengthOf(riskMonitorKeyBody.shape.keyWord)} />
      </Form.Item>
      <Form.Item label="类型" name="type" rules={rulesFrom(riskMonitorKeyBody.shape.type)}>
        <DictSelect dict="riskMonitorKey_type" placeholder="请选择类型" />
      </Form.Item>
      <Form.Item label="地区" name="region" rules={rulesFrom(riskMonitorKeyBody.shape.region)}>
        <DictSelect dict="key_word_regoin" placeholder="请选择地区" />
      </Form.Item>
    </RecordFormModal>
  );
}

/** 监测关键词: what the public-opinion monitor looks for, by type and region. */
export function RiskMonitorKeyList() {
  const may = useCallAccess();

  return (
    <RecordList
      calls={riskMonitorKeyCalls}
      module="riskMonitorKey"
      filters={
        <>
          <Form.Item name="keyWord" label="关键词">
            <Input placeholder="请输入关键词" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="type" label="类型">
            <DictSelect dict="riskMonitorKey_type" placeholder="请选择类型" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="region" label="地区">
            <DictSelect dict="key_word_regoin" placeholder="请选择地区" style={{ width: 180 }} />
          </Form.Item>
        </>
      }
      columns={({ table, edit }) => [
        { title: '关键词', dataIndex: 'keyWord', width: 220, ...table.sorter('keyWord') },
        {
          title: '类型',
          dataIndex: 'type',
          width: 140,
          ...table.sorter('type'),
          render: (v: string) => <DictTag dict="riskMonitorKey_type" value={v} />,
        },
        { title: '地区', dataIndex: 'region', width: 140, ...table.sorter('region') },
        {
          title: '创建时间',
          dataIndex: 'createTime',
          width: 170,
          ...table.sorter('createTime'),
          render: formatDateTime,
        },
        ...(may(riskMonitorKeyCalls.edit)
          ? [
              {
                title: '操作',
                key: 'actions',
                width: 80,
                render: (_: unknown, row: RiskMonitorKeyRow) => (
                  <Button type="link" size="small" onClick={() => edit(row)}>
                    编辑
                  </Button>
                ),
              },
            ]
          : []),
      ]}
      form={(dialog) => <RiskMonitorKeyFormModal {...dialog} />}
    />
  );
}
