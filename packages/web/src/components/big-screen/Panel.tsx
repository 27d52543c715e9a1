import type { CSSProperties, ReactNode } from 'react';
import { beijing } from '../../lib/beijing-time.ts';
import styles from './big-screen.module.css';

/** What a panel needs of its query (a TanStack Query result fits). */
export interface PanelQuery<T> {
  data: T | undefined;
  isError: boolean;
  isPending?: boolean;
  dataUpdatedAt?: number;
}

export interface PanelProps<T> {
  title: ReactNode;
  query: PanelQuery<T>;
  /** no data to show (nothing imported, no rows): the panel says 暂无数据 instead of drawing zeros */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
  /** right side of the title bar (a unit, a legend) */
  extra?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * A big-screen panel over one query: the title, then the content, 暂无数据 when there is nothing, and
 * a small 离线 mark when the last refresh failed while the last data stays on screen.
 */
export function Panel<T>({ title, query, isEmpty, children, extra, className, style }: PanelProps<T>) {
  const { data, isError, isPending, dataUpdatedAt } = query;
  const offline = isError && data !== undefined;
  let body: ReactNode;
  if (data === undefined) {
    body = (
      <div className={styles.empty}>{isError ? '数据加载失败' : isPending === false ? '暂无数据' : '加载中…'}</div>
    );
  } else if (isEmpty?.(data)) {
    body = <div className={styles.empty}>暂无数据</div>;
  } else {
    body = children(data);
  }
  return (
    <section
      className={`${styles.panel} ${className ?? ''}`}
      style={style}
      aria-label={typeof title === 'string' ? title : undefined}
    >
      <header className={styles.panelTitle}>
        <span>{title}</span>
        <span className={styles.panelExtra}>
          {offline && (
            <span
              className={styles.offline}
              title={`刷新失败，显示 ${dataUpdatedAt ? beijing(dataUpdatedAt).format('HH:mm:ss') : ''} 的数据，稍后自动重试`}
            >
              离线
            </span>
          )}
          {extra}
        </span>
      </header>
      <div className={styles.panelBody}>{body}</div>
    </section>
  );
}

/** A large figure with its label and unit, for the number tiles of a screen. */
/**
 * A figure under its label; with `href` the figure opens, in a new tab so the wall stays, the list
 * that counts it (the same filter, the same total).
 */
export function Figure({
  label,
  value,
  unit,
  href,
}: {
  label: string;
  value: number | string;
  unit?: string;
  href?: string;
}) {
  const shown = (
    <>
      <div className={styles.figureValue}>
        {value}
        {unit && <small>{unit}</small>}
      </div>
      <div className={styles.figureLabel}>{label}</div>
    </>
  );
  return href ? (
    <a
      className={`${styles.figure} ${styles.figureLink}`}
      href={href}
      target="_blank"
      rel="noopener"
      title={`在列表中核对${label}`}
    >
      {shown}
    </a>
  ) : (
    <div className={styles.figure}>{shown}</div>
  );
}
