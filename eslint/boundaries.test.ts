import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { API_PATH, boundaryViolation, cycleThrough, serverUnitOf, unitPath } from './boundaries.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const at = (p: string) => path.join(ROOT, p);
const MODULES = 'packages/server/src/modules';
const READ_MODELS = 'packages/server/src/read-models';

describe('import boundaries', () => {
  it('when a module imports another module past its service.ts then the rule names the file', () => {
    expect(
      boundaryViolation(at(`${READ_MODELS}/reports/x.ts`), at(`${MODULES}/pool/routes.ts`)),
      'a read model never reads routes',
    ).toMatch(/路由/);
    expect(boundaryViolation(at(`${MODULES}/layoffs/service.ts`), at(`${MODULES}/pool/queries.ts`))).toMatch(
      /只能通过 pool 的 service\.ts/,
    );
    expect(boundaryViolation(at(`${MODULES}/layoffs/service.ts`), at(`${MODULES}/pool/service.ts`))).toBeNull();
    expect(boundaryViolation(at(`${MODULES}/pool/service.ts`), at(`${READ_MODELS}/reports/routes.ts`))).toMatch(
      /读模型/,
    );
  });

  it('when pool, verification or disposal imports another of the three then it is refused; the case module may', () => {
    for (const [from, to] of [
      ['pool/service.ts', 'verification/actions/service.ts'],
      ['verification/actions/service.ts', 'disposal/service.ts'],
      ['disposal/service.ts', 'pool/service.ts'],
      ['verification/lists/queries.ts', 'disposal/service.ts'],
    ])
      expect(boundaryViolation(at(`${MODULES}/${from}`), at(`${MODULES}/${to}`)), from).toMatch(/case 模块/);
    for (const to of ['pool/service.ts', 'verification/actions/service.ts', 'disposal/service.ts'])
      expect(boundaryViolation(at(`${MODULES}/case/service.ts`), at(`${MODULES}/${to}`))).toBeNull();
    expect(
      boundaryViolation(at(`${READ_MODELS}/reports/x.ts`), at(`${MODULES}/verification/lists/statistics.ts`)),
    ).toBeNull();
  });

  it('when web components or lib import a feature, or a feature another, then it is refused', () => {
    const web = (p: string) => at(`packages/web/src/${p}`);
    expect(boundaryViolation(web('components/a.tsx'), web('features/pool/api.ts'))).toMatch(/不得引用/);
    expect(boundaryViolation(web('lib/a.ts'), web('app/x.tsx'))).toMatch(/不得引用/);
    expect(boundaryViolation(web('features/pool/a.tsx'), web('features/archive/b.tsx'))).toMatch(/另一个功能/);
    expect(boundaryViolation(web('features/pool/a.tsx'), web('features/pool/b.tsx'))).toBeNull();
    expect(boundaryViolation(web('app/pages/x.tsx'), web('features/pool/b.tsx'))).toBeNull();
  });

  it('when files import each other in a ring then the cycle is found, and a chain without one passes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { c } from './c.ts';\nexport const b = c;\n");
      fs.writeFileSync(path.join(dir, 'c.ts'), "import { a } from './a.ts';\nexport const c = 1;\n");
      fs.writeFileSync(path.join(dir, 'd.ts'), "import type { a } from './a.ts';\nexport const d = 1;\n");
      expect(cycleThrough(path.join(dir, 'a.ts'))?.map((f: string) => path.basename(f))).toEqual([
        'a.ts',
        'b.ts',
        'c.ts',
      ]);
      expect(cycleThrough(path.join(dir, 'd.ts')), 'type-only imports vanish at run time').toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("when the repository's lint runs on a file reaching into another module then it reports an error", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const [result] = await eslint.lintText(
      "import { transition } from '../verification/actions/transition.ts';\nexport const t = transition;\n",
      { filePath: at(`${MODULES}/disposal/probe.ts`) },
    );
    const messages = result.messages.filter((m) => m.ruleId === 'boundaries/imports');
    expect(messages).toHaveLength(1);
    expect(messages[0].severity).toBe(2);
  }, 60_000); // loading the whole config takes seconds on a busy machine
});

describe('call tables', () => {
  it('when a string names a path of the API, with or without /api/pres, then it is an API path; a page route is not', () => {
    for (const p of [
      '/business/v1/news',
      '/api/pres/iams/v1/users',
      '/business/risk/company/total',
      '/sp/business/v1/user',
    ])
      expect(API_PATH.test(p), p).toBe(true);
    for (const p of ['/verification/county', '/api/pres', '/monitorFullScreen', '/iams/login'])
      expect(API_PATH.test(p), p).toBe(false);
  });

  it("when the repository's lint runs on a file spelling a path, in a literal or after a base in a template, or importing a table's path constant, then each is an error", async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const [result] = await eslint.lintText(
      [
        "import { NEWS_PATH } from '@risk/shared/api/content';",
        "export const a = '/api/pres/business/v1/news';",
        'export const b = (base: string) => `${base}/iams/v1/users/${NEWS_PATH}`;',
        "export const c = '/verification/county';",
      ].join('\n'),
      { filePath: at('packages/web/src/features/news/probe.ts') },
    );
    const lines = result.messages.filter((m) => m.ruleId === 'boundaries/api-paths').map((m) => m.line);
    expect(lines).toEqual([1, 2, 3]);
  }, 60_000);
});

describe('server units', () => {
  it('when files are placed then each belongs to its module, read model or top folder', () => {
    expect(serverUnitOf(at(`${MODULES}/pool/service.ts`))).toBe('modules/pool');
    expect(serverUnitOf(at(`${READ_MODELS}/companyDetail/queries.ts`))).toBe('read-models/companyDetail');
    expect(serverUnitOf(at('packages/server/src/platform/http/route.ts'))).toBe('platform');
    expect(serverUnitOf(at('packages/shared/src/pool.ts'))).toBeNull();
  });

  it('when the server tree is read then no unit reaches back to one that imports it (pool, registry, riskInfo, seed, datasets)', () => {
    expect(unitPath('modules/registry', 'modules/pool')).toBeNull();
    expect(unitPath('modules/datasets', 'seed')).toBeNull();
    expect(unitPath('modules/pool', 'read-models/companyDetail')).toBeNull();
    // the arrows that do exist are found
    expect(unitPath('read-models/companyDetail', 'modules/pool')).toEqual([
      'read-models/companyDetail',
      'modules/pool',
    ]);
  });
});
