import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../http/download-name.ts';

/** A column of a download or an import template: the header a clerk reads and the row key it shows. */
export interface SheetColumn<K extends string = string> {
  header: string;
  key: K;
  /** width in characters; defaults to fit the header */
  width?: number;
}

export type CellInput = string | number | boolean | Date | null | undefined;

import { XLSX_MEDIA_TYPE } from '@risk/shared/wire';

export const XLSX_CONTENT_TYPE = XLSX_MEDIA_TYPE;

/**
 * Text that Excel (or a CSV re-save) could read as a formula is prefixed with a single quote,
 * so a name like `=HYPERLINK(...)` typed into a form never runs on a colleague's computer.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Beijing wall-clock time as clerks read it in a sheet: yyyy-MM-dd HH:mm:ss (an ISO text or a Date). */
export function beijingTime(at: Date | string | null | undefined): string | null {
  if (at === null || at === undefined) return null;
  return new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } };
const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FFBFBFBF' } };

/** One sheet with a styled, frozen header row and the rows below it. */
export function buildWorkbook<K extends string>(
  columns: readonly SheetColumn<K>[],
  rows: readonly Partial<Record<K, CellInput>>[],
  sheetName = 'Sheet1',
): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  addSheet(workbook, columns, rows, sheetName);
  return workbook;
}

/**
 * The platform's one cell writer: adds a sheet with a styled, frozen header row and the rows below
 * it; every text cell passes neutraliseFormula. Every export writes its rows through here (a test
 * scans the sources for other writers).
 */
export function addSheet<K extends string>(
  workbook: ExcelJS.Workbook,
  columns: readonly SheetColumn<K>[],
  rows: readonly Partial<Record<K, CellInput>>[],
  sheetName: string,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? Math.max(12, c.header.length * 2 + 4),
  }));
  const header = sheet.getRow(1);
  header.height = 22;
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
    cell.border = { top: THIN, left: THIN, bottom: THIN, right: THIN };
  });
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, toCell(row[c.key])])));
  }
  return sheet;
}

function toCell(value: CellInput): ExcelJS.CellValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return neutraliseFormula(value);
  return value;
}

/** Answers the workbook as a download; the file name may be Chinese (RFC 5987 encoding). */
export async function sendXlsx(
  reply: FastifyReply,
  fileName: string,
  workbook: ExcelJS.Workbook,
): Promise<FastifyReply> {
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(fileName))
    .send(buffer);
}
