import { index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createTime } from './columns.ts';

/**
 * One import of a data set: which file, who, when, how many rows and
 * which periods it brought. Kept after its rows are replaced, as the import history.
 */
export const datasetImport = pgTable(
  'dataset_import',
  {
    id: serial('id').primaryKey(),
    biType: smallint('bi_type').notNull(),
    fileName: text('file_name').notNull(),
    periods: text('periods').array().notNull(),
    rowCount: integer('row_count').notNull(),
    /** rows of earlier imports this import removed (same data set, same periods) */
    replacedRows: integer('replaced_rows').notNull().default(0),
    createBy: text('create_by').notNull(),
    createName: text('create_name'),
    createTime: createTime(),
  },
  (t) => [index('dataset_import_type_time_idx').on(t.biType, t.createTime.desc(), t.id.desc())],
);

/**
 * The rows of every data set, one table for all: the data set (`bi_type`), the period a re-import
 * replaces, the district the scope reads (null for city-wide data sets) and the row's columns in
 * `data`, typed and checked by the data set's definition (`@risk/shared/datasets`) on the way in.
 */
export const datasetRow = pgTable(
  'dataset_row',
  {
    id: serial('id').primaryKey(),
    biType: smallint('bi_type').notNull(),
    importId: integer('import_id')
      .notNull()
      .references(() => datasetImport.id),
    period: text('period').notNull(),
    region: text('region'),
    /** the spreadsheet row it came from, for the order of the file */
    rowNo: integer('row_no').notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
  },
  (t) => [
    index('dataset_row_type_period_idx').on(t.biType, t.period, t.region),
    index('dataset_row_type_region_period_idx').on(t.biType, t.region, t.period),
    index('dataset_row_import_idx').on(t.importId),
  ],
);
