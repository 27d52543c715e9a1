import type ExcelJS from 'exceljs';
import { CREDIT_CODE_MESSAGE, isCreditCode } from '@risk/shared/company';
import { MSG } from '@risk/shared/messages';
import { REGISTRY_RECORD_IMPORT_HEADERS, REGISTRY_RECORD_SHEET } from '@risk/shared/schemas/registry';
import type { registryRecord } from '../../db/schema/registry.ts';
import type { ImportCheck } from '../../platform/excel/import-report.ts';
import { buildWorkbook, type SheetColumn } from '../../platform/excel/workbook.ts';
import { isCalendarDay, type SheetRow } from '../../platform/excel/sheet.ts';
import { RECORD_KIND_BY_LABEL } from './record-calls.ts';

const RECORD_KEYS = ['creditCode', 'label', 'recordDate', 'title', 'content'] as const;
type RecordKey = (typeof RECORD_KEYS)[number];
export const RECORD_COLUMNS: SheetColumn<RecordKey>[] = RECORD_KEYS.map((key, i) => ({
  key,
  header: REGISTRY_RECORD_IMPORT_HEADERS[i],
  width: key === 'label' ? 18 : key === 'title' ? 32 : key === 'content' ? 60 : undefined,
}));
/** The report names the sheet with the column: both sheets have a 统一社会信用代码 column and their own row numbers. */
const RECORD_HEADER = Object.fromEntries(
  RECORD_COLUMNS.map((c) => [c.key, `${REGISTRY_RECORD_SHEET}：${c.header}`]),
) as Record<RecordKey, string>;
const LABELS = [...RECORD_KIND_BY_LABEL.keys()];
const TITLE_MAX = 200;
const CONTENT_MAX = 2000;
/** rows of the 类别 drop-down in the template */
const TEMPLATE_ROWS = 5000;

export type RecordInsert = typeof registryRecord.$inferInsert;
export const recordColumnOf = (key: RecordKey) => RECORD_HEADER[key];

/** Adds the 工商记录 sheet, styled like the first, with a drop-down of the 类别 labels. */
export function addRecordSheet(workbook: ExcelJS.Workbook): void {
  const styled = buildWorkbook(RECORD_COLUMNS, [], REGISTRY_RECORD_SHEET).worksheets[0];
  const sheet = workbook.addWorksheet(REGISTRY_RECORD_SHEET);
  sheet.model = { ...styled.model, id: sheet.id, name: REGISTRY_RECORD_SHEET };
  // ExcelJS writes range validations (one entry, not one per cell) but its typings omit them
  const ranged = sheet as unknown as {
    dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
  };
  ranged.dataValidations.add(`B2:B${TEMPLATE_ROWS}`, {
    type: 'list',
    allowBlank: true,
    showErrorMessage: true,
    formulae: [`"${LABELS.join(',')}"`],
  });
}

/**
 * One 工商记录 row as a registry record, or undefined after refusing its bad cells. 内容 is kept as
 * data.content, the one field the detail's record tables show beside the date and the title.
 */
export function checkRecordRow(row: SheetRow<RecordKey>, check: ImportCheck): RecordInsert | undefined {
  const v = row.values;
  const before = check.refused.length;
  const refuse = (key: RecordKey, reason: string) => check.refuse(row.row, RECORD_HEADER[key], reason);
  const code = v.creditCode.toUpperCase();
  if (!code) refuse('creditCode', `统一社会信用代码${MSG.required}`);
  else if (!isCreditCode(code)) refuse('creditCode', CREDIT_CODE_MESSAGE);
  const kind = RECORD_KIND_BY_LABEL.get(v.label);
  if (!v.label) refuse('label', `类别${MSG.required}`);
  else if (!kind) refuse('label', `类别应为以下之一：${LABELS.join('、')}`);
  if (v.recordDate && !isCalendarDay(v.recordDate)) refuse('recordDate', '日期格式应为 yyyy-MM-dd');
  if (!v.title) refuse('title', `事项${MSG.required}`);
  else if (v.title.length > TITLE_MAX) refuse('title', `事项不能超过${TITLE_MAX}个字符`);
  if (v.content.length > CONTENT_MAX) refuse('content', `内容不能超过${CONTENT_MAX}个字符`);
  if (check.refused.length > before || !kind) return undefined;
  return {
    creditCode: code,
    kind,
    recordDate: v.recordDate || null,
    title: v.title,
    data: v.content ? { content: v.content } : {},
  };
}
