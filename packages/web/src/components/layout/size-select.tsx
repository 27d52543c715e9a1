import { Dropdown, Tooltip } from 'antd';
import { FontSizeOutlined } from '@ant-design/icons';
import { SIZE_OPTIONS, updateSettings, useSettings, type UiSize } from '../../lib/settings.ts';
import { notify } from '../../lib/notify.ts';
import styles from './layout.module.css';

export function SizeSelect() {
  const { size } = useSettings();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZE_OPTIONS.map((o) => ({ key: o.value, label: o.label })),
        onClick: ({ key }) => {
          updateSettings({ size: key as UiSize });
          notify.success('布局大小已切换');
        },
      }}
    >
      <Tooltip title="布局大小" placement="bottom">
        <button type="button" className={styles.navButton} aria-label="布局大小">
          <FontSizeOutlined />
        </button>
      </Tooltip>
    </Dropdown>
  );
}
