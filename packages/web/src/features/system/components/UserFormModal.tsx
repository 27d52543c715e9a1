import { useMemo } from 'react';
import { Form, Input, Radio, Select, Spin, Switch, TreeSelect } from 'antd';
import { MSG } from '@risk/shared/messages';
import { isStrongPassword } from '@risk/shared/password';
import { USER_LEVEL_LABEL, type UserLevel } from '@risk/shared/levels';
import { userBody } from '@risk/shared/schemas/system';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { maxLengthOf, rulesFrom } from '../../../lib/form-rules.ts';
import { useDeptTree } from '../api/depts.ts';
import { useAllRoles } from '../api/roles.ts';
import { useSaveUser, useUserDetail, type UserInput } from '../api/users.ts';
import { toTreeOptions } from '../model/tree.ts';

/** The user's fields, as the server checks them. */
const FIELD = userBody.shape;

/** A role's name, with its level when the name does not already say it. */
const roleLabel = (r: { name: string; level: number }) => {
  const level = USER_LEVEL_LABEL[r.level as UserLevel] ?? String(r.level);
  return r.name === level ? r.name : `${r.name}（${level}）`;
};

const NEW_USER: Partial<UserInput> = { gender: '男', enabled: true, roleIds: [] };

export const strongPasswordRule = {
  validator: async (_: unknown, v?: string) => {
    if (v && !isStrongPassword(v)) throw new Error(MSG.passwordRule);
  },
};

/** Add or edit a user; `userId` undefined = a new one, which also gets an initial password. */
export function UserFormModal({ open, userId, onClose }: { open: boolean; userId?: number; onClose: () => void }) {
  const save = useSaveUser();
  const detail = useUserDetail(open ? userId : undefined);
  const user = userId ? detail.data : undefined;
  const depts = useDeptTree();
  const roles = useAllRoles();
  const deptOptions = useMemo(() => toTreeOptions(depts.data, (d) => d.name), [depts.data]);
  const initialValues = useMemo<Partial<UserInput> | undefined>(() => {
    if (!userId) return NEW_USER;
    return (
      user && {
        username: user.username,
        nickName: user.nickName,
        gender: user.gender,
        phone: user.phone,
        email: user.email,
        deptId: user.dept?.id,
        roleIds: user.roles.map((r) => r.id),
        enabled: user.enabled,
      }
    );
  }, [userId, user]);

  return (
    <FormModal<UserInput>
      title={userId ? '编辑用户' : '新增用户'}
      open={open}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={(input) => save.mutateAsync({ id: userId, input })}
    >
      <Spin spinning={!!userId && detail.isLoading}>
        <Form.Item name="username" label="用户名" rules={rulesFrom(FIELD.username)}>
          <Input maxLength={maxLengthOf(FIELD.username)} disabled={!!userId} placeholder="登录用的账号" />
        </Form.Item>
        <Form.Item name="nickName" label="姓名" rules={rulesFrom(FIELD.nickName)}>
          <Input maxLength={maxLengthOf(FIELD.nickName)} />
        </Form.Item>
        <Form.Item name="gender" label="性别">
          <Radio.Group options={['男', '女']} />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={rulesFrom(FIELD.phone)}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={rulesFrom(FIELD.email)}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="deptId" label="部门" rules={rulesFrom(FIELD.deptId)}>
          <TreeSelect
            treeData={deptOptions}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder="请选择部门"
            loading={depts.isLoading}
          />
        </Form.Item>
        <Form.Item
          name="roleIds"
          label="角色"
          rules={rulesFrom(FIELD.roleIds)}
          extra="第一个角色的级别决定用户级别（运维 / 市人社局 / 区人社局）"
        >
          <Select
            mode="multiple"
            placeholder="请选择角色"
            loading={roles.isLoading}
            options={roles.data?.map((r) => ({ value: r.id, label: roleLabel(r) }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        {!userId && (
          <Form.Item
            name="password"
            label="初始密码"
            rules={[{ required: true, message: `初始密码${MSG.required}` }, strongPasswordRule]}
            extra={MSG.passwordRule}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="禁用" />
        </Form.Item>
      </Spin>
    </FormModal>
  );
}
