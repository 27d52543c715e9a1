import { Button, Form, Input, Select, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import {
  checkDimensionConfigs,
  DIMENSION_INPUT_TYPES,
  type DimensionConfigRow,
  riskDimensionBody,
} from '@risk/shared/schemas/monitor-config';
import { riskDimensionCalls, type RiskDimensionRow } from '@risk/shared/api/content';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { RecordFormModal } from '../../../components/records/RecordFormModal.tsx';
import type { RecordFormProps } from '../../../components/records/RecordList.tsx';
import { maxLengthOf, rulesFrom } from '../../../lib/form-rules.ts';
import { notify } from '../../../lib/notify.ts';

interface FormValues {
  name: string;
  type: string;
  configs: Partial<DimensionConfigRow>[];
}

const EMPTY_ROW: Partial<DimensionConfigRow> = { keyWorth: '', type: undefined, displayName: '', defaultValue: '' };

/** 新增/编辑风险维度: the name, its type and the configuration rows, checked by the rules before saving. */
export function RiskDimensionFormModal({ editing, ...dialog }: RecordFormProps<RiskDimensionRow>) {
  const initialValues = useMemo<Partial<FormValues>>(
    () =>
      editing
        ? {
            name: editing.name,
            type: editing.type,
            configs: editing.configs.map((c) => ({ ...c, defaultValue: c.defaultValue ?? '' })),
          }
        : { configs: [] },
    [editing],
  );

  const toInput = (values: FormValues) => {
    const configs = values.configs ?? [];
    const problem = checkDimensionConfigs(configs);
    if (problem) {
      notify.message(problem, 2.5);
      throw new Error(problem);
    }
    return {
      name: values.name,
      type: values.type,
      configs: configs.map((c) => ({
        keyWorth: c.keyWorth!.trim(),
        type: c.type!,
        displayName: c.displayName!.trim(),
        defaultValue: c.defaultValue?.trim() || null,
      })),
    };
  };

  return (
    <RecordFormModal<typeof riskDimensionCalls, FormValues>
      {...dialog}
      calls={riskDimensionCalls}
      noun="风险维度"
      editing={editing}
      initialValues={initialValues}
      toInput={toInput}
      width={880}
    >
      <Form.Item label="名称" name="name" rules={rulesFrom(riskDimensionBody.shape.name)}>
        <Input placeholder="请输入名称" maxLength={maxLengthOf(riskDimensionBody.shape.name)} />
      </Form.Item>
      <Form.Item label="类型" name="type" rules={rulesFrom(riskDimensionBody.shape.type)}>
        <DictSelect dict="riskDimension_type" placeholder="请选择类型" />
      </Form.Item>
      <Form.List name="configs">
        {(fields, { add, remove }) => (
          <Form.Item label="配置">
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={fields}
              locale={{ emptyText: '暂无数据' }}
              columns={[
                {
                  title: 'key值',
                  width: 160,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'keyWorth']} noStyle>
                      <Input placeholder="英文字母" aria-label="key值" />
                    </Form.Item>
                  ),
                },
                {
                  title: '类型',
                  width: 130,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'type']} noStyle>
                      <Select
                        placeholder="请选择"
                        aria-label="配置类型"
                        style={{ width: '100%' }}
                        options={DIMENSION_INPUT_TYPES.map((t) => ({ value: t.value, label: t.label }))}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: '显示名称',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'displayName']} noStyle>
                      <Input placeholder="显示名称" aria-label="显示名称" />
                    </Form.Item>
                  ),
                },
                {
                  title: '默认值',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'defaultValue']} noStyle>
                      <Input placeholder="下拉选择时填写选项，逗号分隔" aria-label="默认值" />
                    </Form.Item>
                  ),
                },
                {
                  title: '操作',
                  width: 60,
                  render: (_, f) => (
                    <Button
                      type="link"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label="删除配置"
                      onClick={() => remove(f.name)}
                    />
                  ),
                },
              ]}
            />
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              block
              style={{ marginTop: 8 }}
              onClick={() => add({ ...EMPTY_ROW })}
            >
              添加配置
            </Button>
          </Form.Item>
        )}
      </Form.List>
    </RecordFormModal>
  );
}
