import { App, Avatar, Dropdown } from 'antd';
import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { MSG } from '@risk/shared/messages';
import { avatarUrl, logout, useSessionUser } from '../../lib/session.ts';
import styles from './layout.module.css';

export function AvatarMenu({ onOpenSettings, compact }: { onOpenSettings: () => void; compact: boolean }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { modal } = App.useApp();

  const confirmLogout = () =>
    modal.confirm({
      title: '提示',
      content: MSG.logoutConfirm,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await logout();
        window.location.reload();
      },
    });

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'settings', icon: <SettingOutlined />, label: '布局设置', onClick: onOpenSettings },
          { key: 'center', icon: <UserOutlined />, label: '个人中心', onClick: () => navigate('/user/center') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: confirmLogout },
        ],
      }}
    >
      <button
        type="button"
        className={styles.avatar}
        aria-label={compact || !user?.nickName ? '用户菜单' : `${user.nickName} 用户菜单`}
      >
        <Avatar size={30} src={user?.avatarName ? avatarUrl(user.avatarName) : undefined} icon={<UserOutlined />} />
        {!compact && <span className={styles.nickName}>{user?.nickName}</span>}
        <DownOutlined className={styles.caret} />
      </button>
    </Dropdown>
  );
}
