import { ColorPicker, Drawer, Switch } from 'antd';
import { DEFAULT_THEME, updateSettings, useSettings, type LayoutSettings } from '../../lib/settings.ts';
import styles from './layout.module.css';

/** Restrained colours a bureau might choose; the first is the platform default. */
const PRESET_COLOURS = [DEFAULT_THEME, '#1B5AA6', '#13C2C2', '#389E0D', '#D48806', '#CF1322', '#722ED1', '#304156'];

const SWITCHES: { key: keyof LayoutSettings; label: string }[] = [
  { key: 'tagsView', label: '显示标签栏' },
  { key: 'fixedHeader', label: '固定头部' },
  { key: 'sidebarLogo', label: '显示Logo' },
  { key: 'uniqueOpened', label: '菜单唯一展开' },
  { key: 'watermark', label: '水印' },
];

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useSettings();
  return (
    <Drawer title="布局设置" open={open} onClose={onClose} size={300}>
      <div className={styles.settingRow}>
        <span>主题颜色</span>
        <ColorPicker
          value={settings.theme}
          disabledAlpha
          presets={[{ label: '推荐颜色', colors: PRESET_COLOURS }]}
          onChangeComplete={(c) => updateSettings({ theme: c.toHexString().toUpperCase() })}
        />
      </div>
      {SWITCHES.map(({ key, label }) => (
        <div key={key} className={styles.settingRow}>
          <span>{label}</span>
          <Switch
            aria-label={label}
            checked={settings[key] as boolean}
            onChange={(checked) => updateSettings({ [key]: checked })}
          />
        </div>
      ))}
      <p className={styles.settingNote}>设置保存在本浏览器中。</p>
    </Drawer>
  );
}
