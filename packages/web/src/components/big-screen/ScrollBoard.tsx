import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { SCROLL_BOARD_DEFAULTS } from '@risk/shared/big-screen';
import { boardRows, nextStart, scrolls, type BoardCell } from './scroll-board.ts';
import styles from './big-screen.module.css';

/** How long a single-row step takes to slide away. */
const STEP_MS = 300;

export interface ScrollBoardProps {
  header?: readonly string[];
  /** rows of cells; cells are shown as text, never as HTML */
  data: readonly (readonly BoardCell[])[];
  /** rows shown at once (DataV `rowNum`, default 5) */
  rowNum?: number;
  /** ms between steps (DataV `waitTime`, default 2000) */
  waitTime?: number;
  /** px (DataV `headerHeight`, default 35) */
  headerHeight?: number;
  /** stop while the mouse is over the board (DataV `hoverPause`, default true) */
  hoverPause?: boolean;
  /** step by one row or by a page (DataV `carousel`, default 'single') */
  carousel?: 'single' | 'page';
  /** relative column widths (flex-grow); equal by default */
  columnWidth?: readonly number[];
  align?: readonly ('left' | 'center' | 'right')[];
  /** a leading 1-based row-number column (DataV `index`) */
  index?: boolean;
  indexHeader?: string;
  headerBGC?: string;
  oddRowBGC?: string;
  evenRowBGC?: string;
  /** text shown when there are no rows */
  emptyText?: string;
  ariaLabel?: string;
}

/**
 * DataV's scroll board in React, with its option names. A row steps away every `waitTime` ms when
 * there are more rows than `rowNum`; the timers stop on unmount.
 */
export function ScrollBoard({
  header,
  data,
  rowNum = SCROLL_BOARD_DEFAULTS.rowNum,
  waitTime = SCROLL_BOARD_DEFAULTS.waitTime,
  headerHeight = SCROLL_BOARD_DEFAULTS.headerHeight,
  hoverPause = SCROLL_BOARD_DEFAULTS.hoverPause,
  carousel = 'single',
  columnWidth,
  align,
  index,
  indexHeader = '#',
  headerBGC = 'rgba(28, 95, 168, 0.55)',
  oddRowBGC = 'rgba(13, 58, 115, 0.45)',
  evenRowBGC = 'rgba(9, 37, 84, 0.25)',
  emptyText = '暂无数据',
  ariaLabel,
}: ScrollBoardProps) {
  const [start, setStart] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const paused = useRef(false);
  const length = data.length;

  useEffect(() => {
    if (!scrolls(length, rowNum)) return;
    let stepTimer = 0;
    const timer = window.setInterval(() => {
      if (paused.current) return;
      if (carousel === 'page') {
        setStart((s) => nextStart(s % length, length, rowNum, 'page'));
        return;
      }
      setLeaving(true);
      stepTimer = window.setTimeout(() => {
        setStart((s) => nextStart(s % length, length, rowNum, 'single'));
        setLeaving(false);
      }, STEP_MS);
    }, waitTime);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(stepTimer);
    };
  }, [length, rowNum, waitTime, carousel]);

  const rows = boardRows(data, length ? start % length : 0, rowNum);
  const flexOf = (col: number) => ({ flex: `${columnWidth?.[col] ?? 1} 1 0` });
  const cellStyle = (col: number): CSSProperties => ({ ...flexOf(col), textAlign: align?.[col] ?? 'left' });
  const rowHeight = `calc(100% / ${rowNum})`;

  return (
    <div
      className={styles.board}
      aria-label={ariaLabel}
      onMouseEnter={() => (paused.current = hoverPause)}
      onMouseLeave={() => (paused.current = false)}
    >
      {header && (
        <div className={styles.boardHeader} style={{ height: headerHeight, background: headerBGC }}>
          {index && <div className={styles.boardIndex}>{indexHeader}</div>}
          {header.map((h, col) => (
            <div key={col} className={styles.boardCell} style={cellStyle(col)} title={h}>
              {h}
            </div>
          ))}
        </div>
      )}
      <div className={styles.boardBody} style={{ height: header ? `calc(100% - ${headerHeight}px)` : '100%' }}>
        {length === 0 && <div className={styles.empty}>{emptyText}</div>}
        {rows.map((row, i) => (
          <div
            key={row.index}
            className={styles.boardRow}
            data-row={row.index}
            style={{
              height: leaving && i === 0 ? 0 : rowHeight,
              background: row.index % 2 === 0 ? oddRowBGC : evenRowBGC,
              transition: leaving && i === 0 ? `height ${STEP_MS}ms` : undefined,
            }}
          >
            {index && <div className={styles.boardIndex}>{row.index + 1}</div>}
            {row.cells.map((text, col) => (
              <div key={col} className={styles.boardCell} style={cellStyle(col)} title={text}>
                {text}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
