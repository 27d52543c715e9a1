import { Button, Form, Input, Radio } from 'antd';
import { profileBody } from '@risk/shared/schemas/auth';
import type { SessionUser } from '@risk/shared/api/system';
import { maxLengthOf, rulesFrom } from '../../../lib/form-rules.ts';
import { useUpdateProfile, type ProfileInput } from '../api/update-profile.ts';
import styles from './profile.module.css';

export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const shape = profileBody.shape;
  return (
    <Form<ProfileInput>
      className={styles.form}
      labelCol={{ flex: '90px' }}
      initialValues={{
        nickName: user.nickName,
        gender: user.gender === '女' ? '女' : '男',
        phone: user.phone ?? '',
        email: user.email ?? '',
      }}
      onFinish={(v) =>
        update.mutate({
          nickName: v.nickName.trim(),
          gender: v.gender,
          phone: v.phone?.trim() ?? '',
          email: v.email?.trim() ?? '',
        })
      }
    >
      <Form.Item label="用户昵称" name="nickName" rules={rulesFrom(shape.nickName)}>
        <Input maxLength={maxLengthOf(shape.nickName)} />
      </Form.Item>
      <Form.Item label="手机号码" name="phone" rules={rulesFrom(shape.phone)}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={rulesFrom(shape.email)}>
        <Input maxLength={maxLengthOf(shape.email)} />
      </Form.Item>
      <Form.Item label="性别" name="gender" required>
        <Radio.Group options={['男', '女']} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}
