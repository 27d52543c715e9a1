import { Form, Input } from 'antd';
import { MSG } from '@risk/shared/messages';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { useResetUserPassword } from '../api/users.ts';
import { type UserRow } from '@risk/shared/api/system';
import { strongPasswordRule } from './UserFormModal.tsx';

interface ResetForm {
  password: string;
  confirm: string;
}

/** Sets a new password for a user; it travels encrypted like a login password. */
export function ResetPasswordModal({ user, onClose }: { user?: UserRow; onClose: () => void }) {
  const reset = useResetUserPassword();
  return (
    <FormModal<ResetForm>
      title={`重置密码：${user?.nickName ?? ''}（${user?.username ?? ''}）`}
      open={!!user}
      onClose={onClose}
      onSubmit={(v) => reset.mutateAsync({ id: user!.id, password: v.password })}
    >
      <Form.Item
        name="password"
        label="新密码"
        rules={[{ required: true, message: `新密码${MSG.required}` }, strongPasswordRule]}
        extra={MSG.passwordRule}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认密码"
        dependencies={['password']}
        rules={[
          { required: true, message: `确认密码${MSG.required}` },
          ({ getFieldValue }) => ({
            validator: async (_, v) => {
              if (v && v !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
