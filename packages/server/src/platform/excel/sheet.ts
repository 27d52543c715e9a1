import fs from 'node:fs';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MSG } from '@risk/shared/messages';
import { AppError, badRequest } from '../http/errors.ts';
import type { SheetColumn } from './workbook.ts';
import { SharedStrings } from './shared-strings.ts';
import { entryHead, localRecordRangesOf, localRecords } from './zip-guard.ts';

/** A data row of an uploaded sheet: its Excel row number (for the report) and trimmed text per column key. */
export interface SheetRow<K extends string> {
  row: number;
  values: Record<K, string>;
}

/** Which sheet of a workbook to read: the first (the template's data sheet) or one by its name. */
export type SheetPick = { first: true } | { name: string };

/**
 * The data rows of one sheet of an uploaded .xlsx, read as a stream (ExcelJS's WorkbookReader):
 * memory holds the shared strings (as UTF-8 bytes) and one row, not the workbook. The header row must match the
 * template's headers in order (else 400); blank rows are skipped; a missing sheet has no rows.
 * The zip was checked for bombs on upload (`readXlsxUpload`). `buffer` is the file, or its path:
 * read from disk a range at a time, a city's 170 MB file is not held in memory.
 */
export async function* streamSheetRows<K extends string>(
  buffer: Buffer | string,
  columns: readonly SheetColumn<K>[],
  pick: SheetPick = { first: true },
): AsyncGenerator<SheetRow<K>> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(partsFirst(buffer), READ_OPTIONS);
  // The shared strings are kept as bytes (`SharedStrings`), not one V8 string each: the reader's own
  // `sharedStrings = []` is ignored and its pushes land there. Set before any part is read, it also
  // lets a file without shared strings (numbers only) be read as it streams, not spooled to disk.
  const strings = new SharedStrings();
  Object.defineProperty(reader, 'sharedStrings', { get: () => strings.view, set: () => undefined });
  try {
    let first = true;
    for await (const sheet of reader) {
      if ('first' in pick ? first : (sheet as unknown as { name: string }).name === pick.name) {
        yield* rowsOf(sheet, columns);
        return;
      }
      first = false;
    }
  } catch (err) {
    throw err instanceof AppError ? err : badRequest(MSG.notSpreadsheet);
  }
}

/**
 * The data rows the first sheet says it holds (its `<dimension ref="A1:D201">` less the header), for
 * a progress bar before the rows are read; null when the sheet does not say. Blank rows count here
 * and are skipped when read, so it is an estimate.
 */
export async function declaredDataRows(input: Buffer | string): Promise<number | null> {
  const head = (await entryHead(input, FIRST_SHEET))?.toString('utf8');
  const last = head?.match(/<dimension\s+ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/)?.[1];
  return last === undefined ? null : Math.max(0, Number(last) - 1);
}

/** The first sheet's part: the one `declaredDataRows` and `sheetDataRows` read. */
export const FIRST_SHEET = 'xl/worksheets/sheet1.xml';

/**
 * The data rows the first sheet holds by its last row's number (`<row r="1000001">` less the
 * header), read from the end of the sheet's XML (`tail`, kept by the zip guard as it inflated the
 * sheet); the declared dimension when the rows carry no number (ExcelJS's stream writer writes no
 * dimension, Excel both). Blank rows count, so it is an estimate from above.
 */
export async function sheetDataRows(input: Buffer | string, tail: Buffer | null): Promise<number | null> {
  const text = tail?.toString('latin1');
  const at = text?.lastIndexOf('<row ') ?? -1;
  const last = at >= 0 ? /^<row\b[^>]*?\sr="(\d+)"/.exec(text!.slice(at))?.[1] : undefined;
  return last === undefined ? declaredDataRows(input) : Math.max(0, Number(last) - 1);
}

/** Shared strings are kept (cells refer to them) and styles (a date is a number with a date format). */
const READ_OPTIONS = {
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
} as const;

/** The parts a sheet is read with, in the order ExcelJS's stream reader needs them before any sheet. */
const PARTS_FIRST = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml'];

/**
 * The zip's records with those parts moved to the front. The stream reader meets entries in file
 * order; a sheet that comes before them (ExcelJS writes the workbook part last; Excel, the shared
 * strings after the sheets) would be spooled to a temporary file, lose its name or read its dates
 * as numbers, or fail on the missing workbook part.
 */
function partsFirst(buffer: Buffer | string): Readable {
  const rank = (name: string) => (PARTS_FIRST.includes(name) ? PARTS_FIRST.indexOf(name) : PARTS_FIRST.length);
  if (typeof buffer !== 'string')
    return Readable.from(
      localRecords(buffer)
        .sort((a, b) => rank(a.name) - rank(b.name))
        .map((r) => r.bytes),
    );
  return Readable.from(
    (async function* () {
      const ranges = (await localRecordRangesOf(buffer)).sort((a, b) => rank(a.name) - rank(b.name));
      for (const r of ranges)
        if (r.end > r.start)
          yield* fs.createReadStream(buffer, { start: r.start, end: r.end - 1, highWaterMark: 1024 * 1024 });
    })(),
  );
}

async function* rowsOf<K extends string>(
  sheet: AsyncIterable<ExcelJS.Row>,
  columns: readonly SheetColumn<K>[],
): AsyncGenerator<SheetRow<K>> {
  let headerRead = false;
  for await (const row of sheet) {
    if (!headerRead) assertHeaders(row.number === 1 ? row : undefined, columns);
    headerRead = true;
    if (row.number === 1) continue;
    const values = Object.fromEntries(columns.map((c, i) => [c.key, cellText(row.getCell(i + 1).value)])) as Record<
      K,
      string
    >;
    if (Object.values<string>(values).some((v) => v !== '')) yield { row: row.number, values };
  }
}

function assertHeaders(row: ExcelJS.Row | undefined, columns: readonly SheetColumn[]): void {
  const headers: string[] = [];
  row?.eachCell({ includeEmpty: true }, (cell, col) => (headers[col - 1] = cellText(cell.value)));
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  const expected = columns.map((c) => c.header);
  if (headers.length !== expected.length || headers.some((h, i) => h !== expected[i]))
    throw badRequest(MSG.wrongColumns(expected.join('、')));
}

/** All data rows of a sheet (see `streamSheetRows`); a sheet without data rows answers none (parseSheet refuses it). */
export async function readSheetRows<K extends string>(
  buffer: Buffer,
  columns: readonly SheetColumn<K>[],
  pick: SheetPick = { first: true },
): Promise<SheetRow<K>[]> {
  const rows: SheetRow<K>[] = [];
  for await (const row of streamSheetRows(buffer, columns, pick)) rows.push(row);
  return rows;
}

/** The first sheet's data rows; a sheet without data rows is refused. */
export async function parseSheet<K extends string>(
  buffer: Buffer,
  columns: readonly SheetColumn<K>[],
): Promise<SheetRow<K>[]> {
  const rows = await readSheetRows(buffer, columns);
  if (rows.length === 0) throw badRequest(MSG.emptyFile);
  return rows;
}

/** yyyy-MM-dd naming a day of the calendar (2024-02-30 is not: Date.parse would roll it over to March). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The text a clerk sees in a cell, whatever ExcelJS made of it (numbers, links, rich text, formula results). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}
