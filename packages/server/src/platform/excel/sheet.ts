import ExcelJS from 'exceljs';
import { MSG } from '@risk/shared/messages';
import { badRequest } from '../http/errors.ts';
import type { SheetColumn } from './workbook.ts';

/** A data row of an uploaded sheet: its Excel row number (for the report) and trimmed text per column key. */
export interface SheetRow<K extends string> {
  row: number;
  values: Record<K, string>;
}

/**
 * Reads the first sheet of an .xlsx: the header row must match the template's headers in order;
 * blank rows are skipped; a sheet without data rows is refused.
 */
export async function parseSheet<K extends string>(buffer: Buffer, columns: readonly SheetColumn<K>[]): Promise<SheetRow<K>[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest(MSG.notSpreadsheet);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw badRequest(MSG.emptyFile);

  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => (headers[col - 1] = cellText(cell.value)));
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  const expected = columns.map((c) => c.header);
  if (headers.length !== expected.length || headers.some((h, i) => h !== expected[i])) throw badRequest(MSG.wrongColumns(expected.join('、')));

  const rows: SheetRow<K>[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values = Object.fromEntries(columns.map((c, i) => [c.key, cellText(row.getCell(i + 1).value)])) as Record<K, string>;
    if (Object.values<string>(values).some((v) => v !== '')) rows.push({ row: r, values });
  }
  if (rows.length === 0) throw badRequest(MSG.emptyFile);
  return rows;
}

/** The text a clerk sees in a cell, whatever ExcelJS made of it (numbers, links, rich text, formula results). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('').trim();
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}
