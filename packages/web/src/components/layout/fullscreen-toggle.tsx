import { useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { notify } from '../../lib/notify.ts';
import styles from './layout.module.css';

export function FullscreenToggle() {
  const [full, setFull] = useState(!!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    // The spec keeps this exact text for browsers without the Fullscreen API.
    if (!document.fullscreenEnabled) return void notify.message('you browser can not work');
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  };
  return (
    <Tooltip title={full ? '退出全屏' : '全屏'}>
      <button type="button" className={styles.navButton} onClick={toggle} aria-label="全屏">
        {full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </Tooltip>
  );
}
