import { useMemo } from 'react';
import { Form, Input, InputNumber, Radio, Select, Switch, TreeSelect } from 'antd';
import { MSG } from '@risk/shared/messages';
import { MENU_TYPE, MENU_TYPE_LABEL, PAGE_COMPONENTS, type MenuType } from '@risk/shared/pages';
import { ALL_PERMISSION_CODES, permissionLabel } from '@risk/shared/permissions';
import { menuBody } from '@risk/shared/schemas/system';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { maxLengthOf, rulesFrom } from '../../../lib/form-rules.ts';
import { useMenuTree, useSaveMenu, type MenuInput } from '../api/menus.ts';
import { type MenuNode } from '@risk/shared/api/system';
import { toTreeOptions } from '../model/tree.ts';
import { IconSelect } from './IconSelect.tsx';

const TYPE_OPTIONS = Object.entries(MENU_TYPE_LABEL).map(([value, label]) => ({ value: Number(value), label }));
const COMPONENT_OPTIONS = Object.entries(PAGE_COMPONENTS)
  .filter(([key]) => key !== 'Layout')
  .map(([value, label]) => ({ value, label: `${label}（${value}）` }));
const PERMISSION_OPTIONS = ALL_PERMISSION_CODES.map((code) => ({
  value: code,
  label: `${permissionLabel(code)}（${code}）`,
}));

/** The dialog state: a row to edit, or the defaults of a new one (optionally under a parent). */
export type MenuEditing = { menu: MenuNode } | { pid?: number };

const NEW_MENU: Partial<MenuInput> = { type: MENU_TYPE.PAGE, hidden: false, sort: 999 };

export function MenuFormModal({ editing, onClose }: { editing?: MenuEditing; onClose: () => void }) {
  const save = useSaveMenu();
  const tree = useMenuTree();
  const editedId = editing && 'menu' in editing ? editing.menu.id : undefined;
  // buttons never hold children; a row cannot move under itself
  const parentOptions = useMemo(
    () =>
      toTreeOptions(
        tree.data,
        (m) => m.title,
        editedId,
        (m) => m.type === MENU_TYPE.BUTTON,
      ),
    [tree.data, editedId],
  );
  const initialValues = useMemo<Partial<MenuInput> | undefined>(() => {
    if (!editing) return undefined;
    if ('menu' in editing) {
      const { id: _id, children: _children, createTime: _created, ...values } = editing.menu;
      return values;
    }
    return { ...NEW_MENU, pid: editing.pid ?? null };
  }, [editing]);

  return (
    <FormModal<MenuInput>
      title={editedId ? '编辑菜单' : '新增菜单'}
      open={!!editing}
      width={640}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(input) => save.mutateAsync({ id: editedId, input: { ...input, pid: input.pid ?? null } })}
    >
      <Form.Item name="type" label="菜单类型">
        <Radio.Group options={TYPE_OPTIONS} optionType="button" />
      </Form.Item>
      <Form.Item name="pid" label="上级菜单">
        <TreeSelect
          treeData={parentOptions}
          allowClear
          placeholder="顶级菜单"
          showSearch={{ treeNodeFilterProp: 'title' }}
        />
      </Form.Item>
      <Form.Item name="title" label="菜单标题" rules={rulesFrom(menuBody.shape.title)}>
        <Input maxLength={maxLengthOf(menuBody.shape.title)} />
      </Form.Item>
      <Form.Item noStyle dependencies={['type']}>
        {({ getFieldValue }) => <MenuTypeFields type={getFieldValue('type')} />}
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={[{ required: true, message: `排序${MSG.required}` }]}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}

/** The fields that depend on the type: directories and pages route, pages render a component, buttons carry a code. */
function MenuTypeFields({ type }: { type: MenuType }) {
  if (type === MENU_TYPE.BUTTON) {
    return (
      <Form.Item
        name="permission"
        label="权限标识"
        rules={[{ required: true, message: '按钮必须填写已登记的权限标识' }]}
      >
        <Select options={PERMISSION_OPTIONS} showSearch={{ optionFilterProp: 'label' }} placeholder="请选择权限标识" />
      </Form.Item>
    );
  }
  return (
    <>
      <Form.Item
        name="path"
        label="路由地址"
        rules={[{ required: true, whitespace: true, message: `路由地址${MSG.required}` }]}
        extra="如 user；外部链接以 http:// 或 https:// 开头"
      >
        <Input maxLength={maxLengthOf(menuBody.shape.path)} />
      </Form.Item>
      {type === MENU_TYPE.PAGE && (
        <>
          <Form.Item name="component" label="页面组件" rules={[{ required: true, message: '请选择页面组件' }]}>
            <Select
              options={COMPONENT_OPTIONS}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="请选择页面组件"
            />
          </Form.Item>
          <Form.Item name="name" label="路由名称">
            <Input maxLength={maxLengthOf(menuBody.shape.name)} placeholder="缓存与跳转用，可不填" />
          </Form.Item>
        </>
      )}
      <Form.Item name="icon" label="图标">
        <IconSelect />
      </Form.Item>
      <Form.Item name="hidden" label="隐藏" valuePropName="checked" extra="隐藏的菜单不出现在侧边栏，但仍可访问">
        <Switch />
      </Form.Item>
    </>
  );
}
