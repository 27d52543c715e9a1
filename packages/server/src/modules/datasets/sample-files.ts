import fs from 'node:fs/promises';
import path from 'node:path';
import type { DatasetDef } from '@risk/shared/datasets';
import { serverRoot } from '../../package-root.ts';

/** Where the committed sample files of the data sets live (written by `npm run samples`, read by the seed and the sample call). */
export const SAMPLES_DIR = path.join(serverRoot, 'src/seed/samples');

/** The file name of a data set's sample: its name, so an analyst downloading it knows what it is. */
export const sampleFileName = (def: Pick<DatasetDef, 'name'>) => `${def.name}样例.xlsx`;

/** The sample file of a data set, or undefined when it was not generated. */
export async function readSample(def: Pick<DatasetDef, 'name'>): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(path.join(SAMPLES_DIR, sampleFileName(def)));
  } catch {
    return undefined;
  }
}
