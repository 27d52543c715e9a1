import { datasetCalls } from '@risk/shared/api/datasets';
import type { DatasetColumn, DatasetDef } from '@risk/shared/datasets';
import type { ImportReport } from '@risk/shared/api/import';

/** The import call of a data set with the query it needs (`biType` of oneBi/twoBi, `type` of the focus lists). */
export function importCallOf(def: DatasetDef) {
  const call = datasetCalls[def.importCall];
  if (def.importQuery) return { call, query: { ...def.importQuery } };
  // the spec's oneBi/twoBi imports name their biType (data sets 0 to 5)
  if (def.biType <= 5) return { call, query: { biType: String(def.biType) } };
  return { call, query: undefined };
}

/** Stored option values back to the labels an analyst typed (一级, 高 …). */
function optionLabel(options: Readonly<Record<string, string>>, value: string): string {
  return Object.entries(options).find(([, v]) => v === value)?.[0] ?? value;
}

/** A stored cell as the screen shows it: numbers with thousands separators, option labels, blanks empty. */
export function formatCell(column: Pick<DatasetColumn, 'kind'>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const kind = column.kind;
  if (kind.type === 'int' || kind.type === 'decimal')
    return typeof value === 'number' ? value.toLocaleString('zh-CN', { maximumFractionDigits: 2 }) : String(value);
  if (kind.type === 'enum') return optionLabel(kind.options, String(value));
  return String(value);
}

export interface DatasetTableColumn {
  key: string;
  title: string;
  dataIndex: string;
  width: number;
  align: 'left' | 'right';
  ellipsis: boolean;
  render: (value: unknown) => string;
}

/** The table columns of a data set, generated from its definition (the same headers as its template). */
export function datasetTableColumns(def: DatasetDef): DatasetTableColumn[] {
  return def.columns.map((c) => {
    const numeric = c.kind.type === 'int' || c.kind.type === 'decimal';
    return {
      key: c.key,
      title: c.header,
      dataIndex: c.key,
      width: c.width ? c.width * 8 : numeric ? Math.max(110, c.header.length * 16) : 120,
      align: numeric ? 'right' : 'left',
      ellipsis: c.kind.type === 'text',
      render: (value: unknown) => formatCell(c, value),
    };
  });
}

/** One line per period of a successful import: what it created and what it replaced. */
export function importSummary(result: Pick<ImportReport, 'created' | 'replaced' | 'periods'>): string {
  const parts = [`新增 ${result.created} 条`];
  if (result.replaced) parts.push(`替换原有 ${result.replaced} 条`);
  const replacedPeriods = (result.periods ?? []).filter((p) => p.replaced > 0).map((p) => p.period);
  if (replacedPeriods.length > 0) parts.push(`被替换的统计期：${replacedPeriods.join('、')}`);
  return parts.join('，');
}
