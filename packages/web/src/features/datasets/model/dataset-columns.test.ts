import { describe, expect, it } from 'vitest';
import { datasetCalls } from '@risk/shared/api/datasets';
import { dataset } from '@risk/shared/datasets';
import { datasetTableColumns, formatCell, importSummary, importCallOf } from './dataset-columns.ts';

describe('data set table columns', () => {
  it('when built from a definition then they carry its headers in order, numbers right-aligned', () => {
    const cols = datasetTableColumns(dataset(5));
    expect(cols.map((c) => c.title)).toEqual(dataset(5).columns.map((c) => c.header));
    expect(cols.find((c) => c.key === 'insuredPersons')).toMatchObject({ align: 'right' });
    expect(cols.find((c) => c.key === 'region')).toMatchObject({ align: 'left' });
  });

  it('when a cell is a number, an option or blank then it reads as the analyst typed it', () => {
    const level = dataset(14).columns.find((c) => c.key === 'level')!;
    expect(formatCell(level, '1')).toBe('一级');
    expect(formatCell({ kind: { type: 'int' } }, 1234567)).toBe('1,234,567');
    expect(formatCell({ kind: { type: 'decimal' } }, 0.256)).toBe('0.26');
    expect(formatCell({ kind: { type: 'text', max: 10 } }, null)).toBe('');
  });
});

describe('import calls and summaries', () => {
  it('when a data set has a type or a biType then the call carries it', () => {
    expect(importCallOf(dataset(17))).toEqual({ call: datasetCalls.importConcern, query: { type: '2' } });
    expect(importCallOf(dataset(1))).toEqual({ call: datasetCalls.importMacroData, query: { biType: '1' } });
    expect(importCallOf(dataset(13))).toEqual({ call: datasetCalls.importKeyCompanies, query: undefined });
  });

  it('when an import replaced periods then the summary names them', () => {
    expect(
      importSummary({
        created: 3,
        replaced: 2,
        periods: [
          { period: '2026-09', created: 1, replaced: 2 },
          { period: '2026-10', created: 2, replaced: 0 },
        ],
      }),
    ).toBe('新增 3 条，替换原有 2 条，被替换的统计期：2026-09');
    expect(importSummary({ created: 1, replaced: 0, periods: [] })).toBe('新增 1 条');
  });
});
