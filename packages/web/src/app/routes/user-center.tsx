import { Card, Col, Row, Tabs } from 'antd';
import { AvatarUpload } from '../../features/profile/components/avatar-upload.tsx';
import { PasswordForm } from '../../features/profile/components/password-form.tsx';
import { ProfileCard } from '../../features/profile/components/profile-card.tsx';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { useSessionUser } from '../../lib/session.ts';
import { usePageTitle } from '../page-title.ts';

/** 个人中心: the user's card, and tabs to edit the profile, the password and the avatar. */
export function UserCenterRoute() {
  usePageTitle('个人中心');
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={8} xl={7} style={{ marginBottom: 16 }}>
        <ProfileCard user={user} />
      </Col>
      <Col xs={24} lg={16} xl={17}>
        <Card title="基本资料">
          <Tabs
            items={[
              {
                key: 'profile',
                label: '基本资料',
                children: <ProfileForm key={user.id + user.nickName} user={user} />,
              },
              { key: 'password', label: '修改密码', children: <PasswordForm /> },
              { key: 'avatar', label: '头像', children: <AvatarUpload user={user} /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
