import ExcelJS from 'exceljs';
import { MSG } from '@risk/shared/messages';
import { badRequest } from '../http/errors.ts';
import type { SheetColumn } from './workbook.ts';

/** A data row of an uploaded sheet: its Excel row number (for the report) and trimmed text per column key. */
export interface SheetRow<K extends string> {
  row: number;
  values: Record<K, string>;
}

/** The uploaded workbook, or 400 when the bytes are not an .xlsx. */
export async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest(MSG.notSpreadsheet);
  }
  return workbook;
}

/**
 * Reads the first sheet of an .xlsx: the header row must match the template's headers in order;
 * blank rows are skipped; a sheet without data rows is refused.
 */
export async function parseSheet<K extends string>(
  buffer: Buffer,
  columns: readonly SheetColumn<K>[],
): Promise<SheetRow<K>[]> {
  const rows = readSheetRows((await loadWorkbook(buffer)).worksheets[0], columns);
  if (rows.length === 0) throw badRequest(MSG.emptyFile);
  return rows;
}

/**
 * The data rows of one sheet: the header row must match the template's headers in order (else
 * 400); blank rows are skipped; a missing or header-only sheet has no rows.
 */
export function readSheetRows<K extends string>(
  sheet: ExcelJS.Worksheet | undefined,
  columns: readonly SheetColumn<K>[],
): SheetRow<K>[] {
  if (!sheet || sheet.actualRowCount === 0) return [];
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => (headers[col - 1] = cellText(cell.value)));
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  const expected = columns.map((c) => c.header);
  if (headers.length !== expected.length || headers.some((h, i) => h !== expected[i]))
    throw badRequest(MSG.wrongColumns(expected.join('、')));
  const rows: SheetRow<K>[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values = Object.fromEntries(columns.map((c, i) => [c.key, cellText(row.getCell(i + 1).value)])) as Record<
      K,
      string
    >;
    if (Object.values<string>(values).some((v) => v !== '')) rows.push({ row: r, values });
  }
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
