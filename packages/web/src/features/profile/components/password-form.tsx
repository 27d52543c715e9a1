import { Button, Form, Input } from 'antd';
import { MSG } from '@risk/shared/messages';
import { isStrongPassword } from '@risk/shared/password';
import { notify } from '../../../lib/notify.ts';
import { logout } from '../../../lib/session.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import styles from './profile.module.css';

interface PasswordValues {
  oldPass: string;
  newPass: string;
  confirm: string;
}

/** After a password change the session ends, so the user signs in with the new password. */
const SIGN_OUT_DELAY_MS = 1500;

export function PasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const update = useUpdatePassword();
  const submit = (v: PasswordValues) =>
    update.mutate(v, {
      onSuccess: (res) => {
        notify.success(`${res.message || '修改成功'}，请使用新密码重新登录`);
        setTimeout(() => void logout().then(() => window.location.reload()), SIGN_OUT_DELAY_MS);
      },
    });
  return (
    <Form<PasswordValues> form={form} className={styles.form} labelCol={{ flex: '90px' }} onFinish={submit}>
      <Form.Item label="旧密码" name="oldPass" rules={[{ required: true, message: '请输入旧密码' }]}>
        <Input.Password autoComplete="current-password" placeholder="请输入旧密码" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPass"
        extra={<span className={styles.hint}>{MSG.passwordRule}</span>}
        rules={[
          { required: true, message: '请输入新密码' },
          {
            validator: async (_, v: string) => {
              if (v && !isStrongPassword(v)) throw new Error(MSG.passwordRule);
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirm"
        dependencies={['newPass']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: async (_, v: string) => {
              if (v && v !== getFieldValue('newPass')) throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder="请确认新密码" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}
