import type ExcelJS from 'exceljs';
import { rowSchema, type DatasetColumn, type DatasetDef } from '@risk/shared/datasets';
import { DATASET_MSG } from '@risk/shared/datasets';
import { ImportCheck } from '../../platform/excel/import-report.ts';
import type { SheetRow } from '../../platform/excel/sheet.ts';
import { addSheet, buildWorkbook, type CellInput, type SheetColumn } from '../../platform/excel/workbook.ts';

/** The sheet columns of a data set, generated from its definition. */
export function sheetColumns(def: DatasetDef): SheetColumn[] {
  return def.columns.map((c) => ({ key: c.key, header: c.header, width: c.width }));
}

const KIND_TEXT: Record<DatasetColumn['kind']['type'], string> = {
  period: '统计期',
  district: '区县',
  creditCode: '信用代码',
  text: '文本',
  int: '整数',
  decimal: '数字',
  date: '日期',
  enum: '选项',
};

/**
 * The template of a data set: the data sheet (headers only: an example row would be imported
 * with the analyst's rows) and a 填写说明 sheet naming each column's type and rule.
 */
export function datasetWorkbook(def: DatasetDef, rows: readonly Record<string, CellInput>[] = []): ExcelJS.Workbook {
  const workbook = buildWorkbook(sheetColumns(def), rows, def.name);
  addSheet(
    workbook,
    [
      { header: '列名', key: 'header', width: 22 },
      { header: '类型', key: 'type', width: 10 },
      { header: '必填', key: 'required', width: 8 },
      { header: '填写说明', key: 'hint', width: 60 },
    ],
    [
      ...def.columns.map((c) => ({
        header: c.header,
        type: KIND_TEXT[c.kind.type],
        required: c.optional ? '否' : '是',
        hint: c.hint ?? '',
      })),
      {},
      { header: '说明', hint: def.description },
      { header: '', hint: '请勿修改第一张工作表的表头；整份文件全部校验通过才会写入，有错误时不写入任何数据。' },
    ],
    '填写说明',
  );
  return workbook;
}

export interface CheckedRow {
  rowNo: number;
  period: string;
  region: string | null;
  data: Record<string, string | number | null>;
}

/**
 * The row check of a data set's file: each cell against the definition's row schema, repeats
 * within a period, and (for a district importer) the district. Refusals go to `check`; answers the
 * row to write, or undefined.
 */
export function datasetRowCheck(
  def: DatasetDef,
  ownDistrict: string | null,
  check: ImportCheck,
): (row: SheetRow<string>) => CheckedRow | undefined {
  const headerOf = new Map(def.columns.map((c) => [c.key, c.header]));
  const schema = rowSchema(def);
  const firstRowOf = new Map<string, number>();
  return (row) => {
    const parsed = schema.safeParse(row.values);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (seen.has(key)) continue;
        seen.add(key);
        check.refuse(row.row, headerOf.get(key) ?? key, issue.message);
      }
      return undefined;
    }
    const data = parsed.data as Record<string, string | number | null>;
    const period = String(data[def.periodKey]);
    const region = def.districtKey ? String(data[def.districtKey]) : null;
    if (ownDistrict !== null && region !== ownDistrict) {
      check.refuse(row.row, headerOf.get(def.districtKey ?? '') ?? '区县', `只能导入本区（${ownDistrict}）的数据`);
      return undefined;
    }
    const identity = [period, ...def.uniqueKeys.map((k) => String(data[k]))].join('\u0001');
    const first = firstRowOf.get(identity);
    if (first !== undefined) {
      const keys = def.uniqueKeys.map((k) => headerOf.get(k)).join('、');
      check.refuse(
        row.row,
        keys,
        `${DATASET_MSG.duplicate(first)}（同一${headerOf.get(def.periodKey)}内${keys}不能重复）`,
      );
      return undefined;
    }
    firstRowOf.set(identity, row.row);
    return { rowNo: row.row, period, region, data };
  };
}
