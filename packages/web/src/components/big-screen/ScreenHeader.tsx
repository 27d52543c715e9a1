import { useEffect, useState, type ReactNode } from 'react';
import { beijing } from '../../lib/beijing-time.ts';
import styles from './big-screen.module.css';

/** Ticks once a second on its own, so the rest of the screen does not re-render with it. */
export function Clock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const d = beijing(now);
  return (
    <div className={styles.clock} aria-label="当前时间">
      <span className={styles.clockTime}>{d.format('HH:mm:ss')}</span>
      <span>{d.format('YYYY年MM月DD日 dddd')}</span>
    </div>
  );
}

/** The newest successful update among a screen's queries (ms since epoch; 0 when none). */
export const latestUpdate = (...queries: { dataUpdatedAt?: number; data?: unknown }[]) =>
  Math.max(0, ...queries.filter((q) => q.data !== undefined).map((q) => q.dataUpdatedAt ?? 0));

export interface ScreenHeaderProps {
  title: string;
  /** when the figures on screen were read (ms or an ISO string); omitted until the first data */
  asOf?: number | string;
  /** the refresh period shown beside the as-of time */
  refreshSeconds?: number;
  left?: ReactNode;
  right?: ReactNode;
}

/** Title bar of a big screen: the clock, the title, and the time the data is as of. */
export function ScreenHeader({ title, asOf, refreshSeconds, left, right }: ScreenHeaderProps) {
  const asOfText = asOf ? beijing(asOf).format('YYYY-MM-DD HH:mm:ss') : '—';
  return (
    <header className={styles.header}>
      <div className={styles.headerSide}>
        <Clock />
        {left}
      </div>
      <h1 className={styles.headerTitle}>{title}</h1>
      <div className={`${styles.headerSide} ${styles.headerRight}`}>
        {right}
        <div className={styles.asOf} aria-label="数据时间">
          数据截至 <span data-testid="as-of">{asOfText}</span>
          {refreshSeconds ? <small>（每 {refreshSeconds} 秒刷新）</small> : null}
        </div>
      </div>
    </header>
  );
}
