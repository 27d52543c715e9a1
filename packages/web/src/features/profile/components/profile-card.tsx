import { Avatar, Card, Descriptions, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { SessionUser } from '@risk/shared/api/system';
import { avatarUrl } from '../../../lib/session.ts';
import styles from './profile.module.css';
import { beijing } from '../../../lib/beijing-time.ts';

export function ProfileCard({ user }: { user: SessionUser }) {
  return (
    <Card title="个人信息">
      <div className={styles.avatarBox}>
        <Avatar size={96} src={user.avatarName ? avatarUrl(user.avatarName) : undefined} icon={<UserOutlined />} />
        <div className={styles.nick}>{user.nickName}</div>
      </div>
      <Descriptions column={1} size="small" colon={false} className={styles.facts}>
        <Descriptions.Item label="用户名称">{user.username}</Descriptions.Item>
        <Descriptions.Item label="手机号码">{user.phone || '—'}</Descriptions.Item>
        <Descriptions.Item label="用户邮箱">{user.email || '—'}</Descriptions.Item>
        <Descriptions.Item label="所属部门">{user.dept?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="所属角色">
          {user.roles.length ? user.roles.map((r) => <Tag key={r.id}>{r.name}</Tag>) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="创建日期">{beijing(user.createTime).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
