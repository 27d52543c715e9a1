import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '@risk/shared/api/endpoint';
import { MSG } from '@risk/shared/messages';
import { DATASETS, type DatasetDef } from '@risk/shared/datasets';
import { datasetCalls } from '@risk/shared/api/datasets';
import { poolCalls } from '@risk/shared/api/pool';
import { riskInfoCalls } from '@risk/shared/api/riskInfo';
import { registryCalls } from '@risk/shared/api/registry';
import { userCalls } from '@risk/shared/api/system';
import { newsCalls } from '@risk/shared/api/content';
import { socialSecurityCalls } from '@risk/shared/api/socialSecurity';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { datasetImportInput } from '../helpers/dataset-import.ts';
import { multipart } from '../modules/users/multipart.ts';
import { importThroughJob } from '../helpers/import-job.ts';

/**
 * Every downloadable template imports as downloaded: each template call the platform declares
 * (a GET route ending in /template), and each data set's sample file, is paired here with its import
 * call; the file is downloaded and uploaded unchanged. A file with example rows imports them; a
 * template without any answers the explicit 文件中没有数据 and writes nothing. A template added
 * without a pair fails the first test.
 */
interface Pair {
  name: string;
  file: AnyEndpoint;
  fileQuery?: Record<string, string>;
  importing: AnyEndpoint;
  importQuery?: Record<string, string>;
  /** the file holds example rows, else only the headers (and why) */
  example: true | { headersOnly: string };
}

/**
 * Why these templates hold only their headers: an example row a clerk leaves in the file would
 * become a real record (a pool company, its risk information, a registry entry, an account, a news
 * item); the headers name the columns and the import reports every refused cell by row and column.
 */
const RECORDS_NOT_EXAMPLES = { headersOnly: 'an example left in would be imported as a real record' };
/** The data sets' templates: the rules are on the 填写说明 sheet, the example in the sample file. */
const RULES_SHEET = { headersOnly: 'the 填写说明 sheet gives the rules; the sample file is the example' };

const withImport = (
  name: string,
  calls: { template: AnyEndpoint; importExcel: AnyEndpoint },
  example: Pair['example'],
): Pair => ({ name, file: calls.template, importing: calls.importExcel, example });

const PAIRS: Pair[] = [
  withImport('风险企业库', poolCalls, RECORDS_NOT_EXAMPLES),
  withImport('风险信息', riskInfoCalls, RECORDS_NOT_EXAMPLES),
  withImport('工商数据', registryCalls, RECORDS_NOT_EXAMPLES),
  withImport('用户', userCalls, RECORDS_NOT_EXAMPLES),
  withImport('新闻', newsCalls, RECORDS_NOT_EXAMPLES),
  // the clerk overwrites the example month; it is a month of a company no pool holds
  withImport('社保数据', socialSecurityCalls, true),
  // one template call and one sample call, told apart by biType; each data set has its own import call
  ...(DATASETS as readonly DatasetDef[]).flatMap((d): Pair[] => {
    const { call, query } = datasetImportInput(d);
    const of = { fileQuery: { biType: String(d.biType) }, importing: call, importQuery: query };
    return [
      { name: `数据集 ${d.biType} ${d.name} 模板`, file: datasetCalls.template, example: RULES_SHEET, ...of },
      { name: `数据集 ${d.biType} ${d.name} 样例`, file: datasetCalls.sample, example: true, ...of },
    ];
  }),
];

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t?.close());

describe('every template imports as downloaded', () => {
  it('covers every template call the platform declares', () => {
    const declared = t.app.declaredRoutes
      .filter((r) => r.method === 'GET' && r.url.endsWith('/template'))
      .map((r) => r.url)
      .sort();
    const paired = [...new Set(PAIRS.map((p) => `/api/pres${p.file.path}`))].filter((u) => u.endsWith('/template'));
    expect(paired.sort()).toEqual(declared);
    expect(declared.length).toBeGreaterThanOrEqual(7);
  });

  for (const pair of PAIRS)
    it(`${pair.name}: uploaded as downloaded, ${pair.example === true ? 'its example rows are accepted' : `文件中没有数据 (${pair.example.headersOnly})`}`, async () => {
      const file = await t.send(admin, pair.file, { query: pair.fileQuery });
      expect(file.status).toBe(200);
      const res = await importThroughJob(t, admin, pair.importing, {
        query: pair.importQuery,
        ...multipart(`${pair.name}.xlsx`, file.raw.rawPayload),
      });
      const report = res.body.content as { created: number; refused: unknown[] } | null;
      if (pair.example !== true) {
        expect([res.status, res.body.message]).toEqual([400, MSG.emptyFile]);
        return;
      }
      expect(res.status, `${res.body.message} ${JSON.stringify(report?.refused)}`).toBe(200);
      expect(report?.refused).toEqual([]);
      expect(report?.created).toBeGreaterThan(0);
    });
});
