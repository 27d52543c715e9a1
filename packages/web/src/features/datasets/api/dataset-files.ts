import type { DatasetDef } from '@risk/shared/datasets';
import { http } from '../../../lib/http.ts';
import { DATASET_SAMPLE_URL, DATASET_TEMPLATE_URL } from './datasets-url.ts';

/** GET /business/v1/risk/biData/template?biType= */
export const downloadTemplate = (def: DatasetDef) =>
  http.download(DATASET_TEMPLATE_URL, { biType: def.biType }, `${def.name}导入模板.xlsx`);

/** GET /business/v1/risk/biData/sample?biType= */
export const downloadSample = (def: DatasetDef) =>
  http.download(DATASET_SAMPLE_URL, { biType: def.biType }, `${def.name}样例.xlsx`);
