import { useMemo } from 'react';
import { Form, Input, InputNumber, Switch, TreeSelect } from 'antd';
import { MSG } from '@risk/shared/messages';
import { deptBody } from '@risk/shared/schemas/system';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { maxLengthOf, rulesFrom } from '../../../lib/form-rules.ts';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { useDeptTree, useSaveDept, type DeptInput } from '../api/depts.ts';
import { type DeptNode } from '@risk/shared/api/system';
import { toTreeOptions } from '../model/tree.ts';

/** The dialog state: a department to edit, or a new one (optionally under a parent). */
export type DeptEditing = { dept: DeptNode } | { pid?: number };

export function DeptFormModal({ editing, onClose }: { editing?: DeptEditing; onClose: () => void }) {
  const save = useSaveDept();
  const tree = useDeptTree();
  const editedId = editing && 'dept' in editing ? editing.dept.id : undefined;
  const parentOptions = useMemo(() => toTreeOptions(tree.data, (d) => d.name, editedId), [tree.data, editedId]);
  const initialValues = useMemo<Partial<DeptInput> | undefined>(() => {
    if (!editing) return undefined;
    if ('dept' in editing) {
      const { pid, name, region, sort, enabled } = editing.dept;
      return { pid, name, region, sort, enabled };
    }
    return { pid: editing.pid ?? null, sort: 999, enabled: true };
  }, [editing]);

  return (
    <FormModal<DeptInput>
      title={editedId ? '编辑部门' : '新增部门'}
      open={!!editing}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(input) =>
        save.mutateAsync({ id: editedId, input: { ...input, pid: input.pid ?? null, region: input.region ?? null } })
      }
    >
      <Form.Item name="pid" label="上级部门">
        <TreeSelect
          treeData={parentOptions}
          allowClear
          treeDefaultExpandAll
          placeholder="顶级部门"
          showSearch={{ treeNodeFilterProp: 'title' }}
        />
      </Form.Item>
      <Form.Item name="name" label="部门名称" rules={rulesFrom(deptBody.shape.name)}>
        <Input maxLength={maxLengthOf(deptBody.shape.name)} />
      </Form.Item>
      <Form.Item name="region" label="所属区县" extra={`区人社局的部门须选择区县，其用户只能看到本区数据`}>
        <DictSelect dict="global_regoin" placeholder="市级或运维部门不选" />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={[{ required: true, message: `排序${MSG.required}` }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enabled" label="状态" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="禁用" />
      </Form.Item>
    </FormModal>
  );
}
