import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../scripts/server-process.ts';
import { buildWebIfStale } from '../scripts/web-build.mjs';
import { DEMO_CAPTCHA } from './constants.ts';

/**
 * The real server as a user meets it: its own process on a fresh data directory (PGlite, seeded on
 * first start) and a free port, serving the built web app. Tests get its address as `baseUrl`.
 */
export default async function setup(project: TestProject) {
  buildWebIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-e2e-'));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DEMO_CAPTCHA_CODE: DEMO_CAPTCHA,
    NODE_ENV: 'development',
    DATABASE_URL: '',
    // each browser context claims a client address of its own in X-Forwarded-For (browser.ts), as
    // clients behind a balancer do: the test runner on this machine stands in for that balancer
    TRUST_PROXY: '127.0.0.1',
    // the morning digest would drop notices into bells the tests count, depending on the hour CI runs
    JOB_SCHEDULES: '0',
  });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
