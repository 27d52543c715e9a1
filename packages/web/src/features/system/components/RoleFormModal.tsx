import { useMemo } from 'react';
import { Col, Form, Input, Radio, Row, Spin } from 'antd';
import { MSG } from '@risk/shared/messages';
import { USER_LEVEL_LABEL } from '@risk/shared/levels';
import { roleBody } from '@risk/shared/schemas/system';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { maxLengthOf, rulesFrom } from '../../../lib/form-rules.ts';
import { useMenuTree } from '../api/menus.ts';
import { useRoleDetail, useSaveRole, type RoleInput } from '../api/roles.ts';
import { MenuTreeInput, PermissionTreeInput } from './CheckTrees.tsx';

const LEVEL_OPTIONS = Object.entries(USER_LEVEL_LABEL).map(([value, label]) => ({ value: Number(value), label }));
const NEW_ROLE: Partial<RoleInput> = { level: 2, permissions: [], menuIds: [] };

/** Add or edit a role with its permission codes and menus; `roleId` undefined = a new one. */
export function RoleFormModal({ open, roleId, onClose }: { open: boolean; roleId?: number; onClose: () => void }) {
  const save = useSaveRole();
  const detail = useRoleDetail(open ? roleId : undefined);
  const menus = useMenuTree();
  const initialValues = useMemo<Partial<RoleInput> | undefined>(() => {
    if (!roleId) return NEW_ROLE;
    const d = detail.data;
    return (
      d && { name: d.name, level: d.level, description: d.description, permissions: d.permissions, menuIds: d.menuIds }
    );
  }, [roleId, detail.data]);

  return (
    <FormModal<RoleInput>
      title={roleId ? '编辑角色' : '新增角色'}
      open={open}
      width={860}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(input) => save.mutateAsync({ id: roleId, input })}
    >
      <Spin spinning={!!roleId && detail.isLoading}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label="角色名称" rules={rulesFrom(roleBody.shape.name)}>
              <Input maxLength={maxLengthOf(roleBody.shape.name)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="level" label="角色级别" rules={[{ required: true, message: `角色级别${MSG.required}` }]}>
              <Radio.Group options={LEVEL_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label="描述">
          <Input.TextArea maxLength={maxLengthOf(roleBody.shape.description)} rows={2} showCount />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="permissions" label="操作权限">
              <PermissionTreeInput />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="menuIds" label="菜单权限">
              <MenuTreeInput menus={menus.data} />
            </Form.Item>
          </Col>
        </Row>
      </Spin>
    </FormModal>
  );
}
