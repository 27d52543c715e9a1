export type BoardCell = string | number | null | undefined;

export interface BoardRow {
  /** position in the data (stable key; 0-based) */
  index: number;
  cells: string[];
}

/** A cell as text: numbers as written, empty for null. Never HTML: React escapes what it renders. */
export const cellText = (cell: BoardCell): string => (cell === null || cell === undefined ? '' : String(cell));

/** Whether the board moves at all: only when there are more rows than it shows. */
export const scrolls = (length: number, rowNum: number) => length > rowNum;

/**
 * The rows on the board from `start`, wrapping round: `rowNum` of them, plus the next one while a
 * single-row step animates. Without scrolling, simply the data.
 */
export function boardRows(data: readonly (readonly BoardCell[])[], start: number, rowNum: number): BoardRow[] {
  const n = data.length;
  if (!scrolls(n, rowNum)) return data.map((cells, index) => ({ index, cells: cells.map(cellText) }));
  const rows: BoardRow[] = [];
  for (let i = 0; i < rowNum + 1; i++) {
    const index = (((start + i) % n) + n) % n;
    rows.push({ index, cells: data[index].map(cellText) });
  }
  return rows;
}

/** Where the board starts after one step: one row (`single`) or a whole page (`page`). */
export function nextStart(start: number, length: number, rowNum: number, carousel: 'single' | 'page'): number {
  if (!scrolls(length, rowNum)) return 0;
  return (start + (carousel === 'page' ? rowNum : 1)) % length;
}
