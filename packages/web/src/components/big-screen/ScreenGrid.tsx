import type { CSSProperties, ReactNode } from 'react';

/** The body of a screen under its header: a CSS grid in canvas pixels (16 px gaps and margins). */
export function ScreenGrid({ columns, rows, children }: { columns: string; rows: string; children: ReactNode }) {
  const style: CSSProperties = {
    flex: 1,
    minHeight: 0,
    display: 'grid',
    gridTemplateColumns: columns,
    gridTemplateRows: rows,
    gap: 16,
    padding: 16,
  };
  return <div style={style}>{children}</div>;
}
