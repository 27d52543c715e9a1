import type { DatasetDef } from '@risk/shared/datasets';
import { datasetCalls } from '@risk/shared/api/datasets';

/** The data set's import call with the query it needs (`type` of the focus lists, `biType` of oneBi/twoBi). */
export function datasetImportInput(d: DatasetDef) {
  const query: Record<string, string> | undefined = d.importQuery
    ? { type: d.importQuery.type }
    : d.biType <= 5
      ? { biType: String(d.biType) }
      : undefined;
  return { call: datasetCalls[d.importCall], query };
}
