import fs from 'node:fs/promises';
import path from 'node:path';
import { DATASETS } from '@risk/shared/datasets';
import { datasetWorkbook } from '../modules/datasets/spreadsheet.ts';
import { sampleRows } from '../seed/dataset-samples.ts';
import { SAMPLES_DIR, sampleFileName } from '../modules/datasets/sample-files.ts';

/** `npm run samples -w @risk/server`: writes the sample file of every data set to src/seed/samples/. */
async function main() {
  await fs.mkdir(SAMPLES_DIR, { recursive: true });
  for (const def of DATASETS) {
    const workbook = datasetWorkbook(def, sampleRows(def.biType));
    // fixed document dates, so regenerating unchanged samples gives the same files
    workbook.created = workbook.modified = new Date('2026-11-24T00:00:00Z');
    workbook.creator = workbook.lastModifiedBy = '北京市人力资源和社会保障局';
    const file = path.join(SAMPLES_DIR, sampleFileName(def));
    await workbook.xlsx.writeFile(file);
    console.log(`${def.biType}\t${sampleRows(def.biType).length} 行\t${path.relative(process.cwd(), file)}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
