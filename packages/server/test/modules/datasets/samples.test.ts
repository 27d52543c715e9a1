import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetCalls } from '@risk/shared/api/datasets';
import { DATASETS } from '@risk/shared/datasets';
import { sampleRows } from '../../../src/seed/dataset-samples.ts';
import { seedDatasets } from '../../../src/seed/datasets.ts';
import { readSample, sampleFileName } from '../../../src/modules/datasets/sample-files.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { multipart } from '../users/multipart.ts';
import { importThroughJob } from '../../helpers/import-job.ts';

let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await t.login('ops');
});
afterAll(() => t.close());

describe('the shipped sample files', () => {
  it.each(DATASETS.map((d) => [d.biType, d.name, d] as const))(
    'when the sample of %i %s is downloaded and imported then every row is accepted',
    async (_b, _n, def) => {
      const sample = await t.send(ops, datasetCalls.sample, { query: { biType: String(def.biType) } });
      expect(sample.status).toBe(200);
      const buffer = sample.raw.rawPayload;
      expect(buffer.equals((await readSample(def))!)).toBe(true);
      const query = 'importQuery' in def ? { type: def.importQuery.type } : undefined;
      const res = await importThroughJob(t, ops, datasetCalls[def.importCall], {
        query,
        ...multipart(sampleFileName(def), buffer),
      });
      expect(res.status).toBe(200);
      expect(res.body.content.created).toBe(sampleRows(def.biType).length);
    },
  );

  it('when the demo seed imports the samples again then each replaces its periods and the history shows the administrator', async () => {
    await seedDatasets(t.db);
    const h = await t.send(ops, datasetCalls.history, { query: { biType: '5' } });
    const [last] = h.body.content.content.map((c) => c.content);
    expect(last).toMatchObject({ createBy: 'admin', rowCount: 204, replacedRows: 204, activeRows: 204 });
    const social = (await t.send(ops, datasetCalls.social)).body.content!;
    const rows = sampleRows(5).filter((r) => r.period === social.period);
    expect(social.totals.insuredPersons).toBe(rows.reduce((s, r) => s + Number(r.insuredPersons), 0));
  });
});
