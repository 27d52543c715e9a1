import ExcelJS from 'exceljs';
import { MSG } from '@risk/shared/messages';
import { cellText, type SheetRow } from '../../platform/excel/sheet.ts';
import type { SheetColumn } from '../../platform/excel/workbook.ts';
import { badRequest } from '../../platform/http/errors.ts';

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
 * The data rows of one sheet of a two-sheet template, as platform/excel parseSheet reads the first
 * sheet of a one-sheet template (same header check, same cell text), except that a missing or
 * header-only sheet answers no rows: either sheet of the registry import may be left empty.
 */
export function readSheetRows<K extends string>(sheet: ExcelJS.Worksheet | undefined, columns: readonly SheetColumn<K>[]): SheetRow<K>[] {
  if (!sheet || sheet.actualRowCount === 0) return [];
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
  return rows;
}

/** yyyy-MM-dd naming a day of the calendar (2024-02-30 is not: Date.parse would roll it over to March). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}
