/** The data-set calls (docs/datasets.md). */
export const BI_DATA_URL = '/business/v1/risk/biData';
export const IMPORT_HISTORY_URL = `${BI_DATA_URL}/queryImportData`;
export const DATASET_ROWS_URL = `${BI_DATA_URL}/rows`;
export const DATASET_PERIODS_URL = `${BI_DATA_URL}/periods`;
export const DATASET_TEMPLATE_URL = `${BI_DATA_URL}/template`;
export const DATASET_SAMPLE_URL = `${BI_DATA_URL}/sample`;
