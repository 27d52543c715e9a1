import { Avatar, Button, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionUser } from '@risk/shared/api/system';
import { notify } from '../../../lib/notify.ts';
import { avatarUrl } from '../../../lib/session.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, useUpdateAvatar } from '../api/update-avatar.ts';
import styles from './profile.module.css';

export function AvatarUpload({ user }: { user: SessionUser }) {
  const upload = useUpdateAvatar();
  const accept = (file: File) => {
    if (!AVATAR_TYPES.includes(file.type)) return void notify.warning('头像只能是 PNG 或 JPG 格式的图片', 2.5);
    if (file.size > AVATAR_MAX_BYTES) return void notify.warning('头像图片大小不能超过 2 MB', 2.5);
    upload.mutate(file);
  };
  return (
    <div>
      <div className={styles.avatarPreview}>
        <Avatar size={120} src={user.avatarName ? avatarUrl(user.avatarName) : undefined} icon={<UserOutlined />} />
        <div>
          <Upload
            accept=".png,.jpg,.jpeg"
            showUploadList={false}
            beforeUpload={(file) => {
              accept(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              选择图片
            </Button>
          </Upload>
          <p className={styles.hint}>支持 PNG、JPG 格式，大小不超过 2 MB。</p>
        </div>
      </div>
    </div>
  );
}
