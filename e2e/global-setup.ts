import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServerProcess } from '../scripts/server-process.ts';
import { DEMO_CAPTCHA } from './constants.ts';

const webDist = path.join(repoRoot, 'packages/web/dist/index.html');
/** What the built web app is made from: a change in any of these makes dist stale. */
const webSources = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/public',
  'packages/shared/src',
];

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
  });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

function buildWebIfStale() {
  const built = fs.existsSync(webDist) ? fs.statSync(webDist).mtimeMs : 0;
  const sources = Math.max(...webSources.map((s) => newestMtime(path.join(repoRoot, s))));
  if (built >= sources) return;
  console.log(built ? '前端源码比 packages/web/dist 新，正在重新构建…' : '没有 packages/web/dist，正在构建前端…');
  // Vitest sets NODE_ENV=test; the browser tests must run the production build a clerk gets.
  const res = spawnSync('npm', ['run', 'build', '-w', '@risk/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) throw new Error('前端构建失败（npm run build -w @risk/web）');
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
