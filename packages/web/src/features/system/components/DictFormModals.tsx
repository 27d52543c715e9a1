import { useMemo } from 'react';
import { Form, Input, InputNumber, Switch } from 'antd';
import { MSG } from '@risk/shared/messages';
import { dictBody, dictDetailBody, type DictInput, type DictItemInput } from '@risk/shared/schemas/system';
import type { DictRow } from '@risk/shared/api/system';
import type { DictItemRow } from '@risk/shared/api/system';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { maxLengthOf, rulesFrom } from '../../../lib/form-rules.ts';
import { useSaveDict, useSaveDictItem } from '../api/dicts.ts';

const NEW_DICT: Partial<DictInput> = { enabled: true };

/** Add or edit a dictionary; `dict` undefined = a new one. */
export function DictFormModal({ open, dict, onClose }: { open: boolean; dict?: DictRow; onClose: () => void }) {
  const save = useSaveDict();
  const initialValues = useMemo(
    () => (dict ? { name: dict.name, description: dict.description, enabled: dict.enabled } : NEW_DICT),
    [dict],
  );
  return (
    <FormModal<DictInput>
      title={dict ? '编辑字典' : '新增字典'}
      open={open}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(input) => save.mutateAsync({ id: dict?.id, input })}
    >
      <Form.Item
        name="name"
        label="字典名称"
        rules={rulesFrom(dictBody.shape.name)}
        extra="程序按名称读取字典，如 global_regoin"
      >
        <Input maxLength={maxLengthOf(dictBody.shape.name)} />
      </Form.Item>
      <Form.Item name="description" label="描述" rules={rulesFrom(dictBody.shape.description)}>
        <Input maxLength={maxLengthOf(dictBody.shape.description)} />
      </Form.Item>
      <Form.Item name="enabled" label="状态" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="禁用" />
      </Form.Item>
    </FormModal>
  );
}

/** Add or edit an item of dictionary `dictId`; `item` undefined = a new one. */
export function DictItemFormModal({
  open,
  dictId,
  item,
  onClose,
}: {
  open: boolean;
  dictId: number;
  item?: DictItemRow;
  onClose: () => void;
}) {
  const save = useSaveDictItem();
  const initialValues = useMemo(
    () => (item ? { label: item.label, value: item.value, sort: item.sort } : { sort: 999 }),
    [item],
  );
  return (
    <FormModal<Omit<DictItemInput, 'dictId'>>
      title={item ? '编辑字典项' : '新增字典项'}
      open={open}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(input) => save.mutateAsync({ id: item?.id, input: { ...input, dictId } })}
    >
      <Form.Item name="label" label="字典标签" rules={rulesFrom(dictDetailBody.shape.label)} extra="页面上显示的文字">
        <Input maxLength={maxLengthOf(dictDetailBody.shape.label)} />
      </Form.Item>
      <Form.Item name="value" label="字典值" rules={rulesFrom(dictDetailBody.shape.value)} extra="保存在数据中的值">
        <Input maxLength={maxLengthOf(dictDetailBody.shape.value)} />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={[{ required: true, message: `排序${MSG.required}` }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
