import { datasetCalls } from '@risk/shared/api/datasets';
import type { DatasetDef } from '@risk/shared/datasets';
import { api } from '../../../lib/http.ts';

/** The data set's import template (the second sheet explains the columns). */
export const downloadTemplate = (def: DatasetDef) =>
  api.download(datasetCalls.template, `${def.name}导入模板.xlsx`, { query: { biType: def.biType } });

/** The data set's sample file, filled as the template asks. */
export const downloadSample = (def: DatasetDef) =>
  api.download(datasetCalls.sample, `${def.name}样例.xlsx`, { query: { biType: def.biType } });
