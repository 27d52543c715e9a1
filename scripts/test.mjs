#!/usr/bin/env node
// `npm test`: every check of the repository, in order, stopping at the first failing step.
// The last line is always `N passed, N failed` (tests counted across the Vitest runs) for CI to read.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'risk-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function finish(code, message) {
  console.log('');
  console.log('──────── 步骤用时 ────────');
  for (const t of timings) console.log(`  ${t.ok ? 'ok  ' : 'FAIL'}  ${t.name.padEnd(40)} ${seconds(t.ms)}`);
  if (message) console.log(message);
  if (totals.skipped > 0) console.log(`${totals.skipped} skipped`);
  fs.rmSync(reportDir, { recursive: true, force: true });
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

function run(name, command, args, env = process.env) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const ok = res.status === 0;
  timings.push({ name, ms: Date.now() - started, ok });
  return ok;
}

/** The arguments of a Vitest run with the JSON reporter next to the default one, so the totals are read, not guessed. */
function vitestArgs(projects, files = []) {
  const report = path.join(reportDir, `${timings.length}-${projects.join('-')}${files.length ? '-part' : ''}.json`);
  const args = [
    'vitest',
    'run',
    ...files,
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  return { args, report };
}

/** Adds a finished Vitest run's totals; stops on a failed run, a run without tests or without its report. */
function countVitest(name, report, ok) {
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    if (r.numTotalTests === 0) return stop(`${name}: 没有找到任何测试`);
  } else if (ok) {
    return stop(`${name}: Vitest 没有写出结果文件 ${report}`);
  }
  if (!ok) stop(`${name} 失败`);
}

function vitest(name, projects, env = process.env, files = []) {
  const { args, report } = vitestArgs(projects, files);
  countVitest(name, report, run(name, 'npx', args, env));
}

function step(name, command, args, env) {
  if (!run(name, command, args, env)) stop(`${name} 失败`);
}

/**
 * Steps run side by side, each one's output printed whole when it ends: lint, type check and the web
 * build each keep one core busy (35 + 60 + 33 s one after the other); the browser tests mostly wait
 * for pages, so the PostgreSQL API run fills the cores they leave. A step's `env` defaults to ours.
 */
async function together(steps) {
  const results = await Promise.all(
    steps.map(
      ([name, command, args, env = process.env]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (d) => output.push(d));
          child.stderr.on('data', (d) => output.push(d));
          child.on('close', (code) => {
            console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            timings.push({ name, ms: Date.now() - started, ok: code === 0 });
            resolve({ name, ok: code === 0 });
          });
        }),
    ),
  );
  return results;
}

async function allOk(steps) {
  const failed = (await together(steps)).find((r) => !r.ok);
  if (failed) stop(`${failed.name} 失败`);
}

/** Vitest runs side by side; each one's totals are counted as `vitest` counts them. */
async function vitestTogether(runs) {
  const planned = runs.map(([name, projects, env]) => ({ name, env, ...vitestArgs(projects) }));
  const results = await together(planned.map((p) => [p.name, 'npx', p.args, p.env]));
  planned.forEach((p, i) => countVitest(p.name, p.report, results[i].ok));
}

function stop(message) {
  finish(1, `\n✗ 在步骤「${message}」处停止。`);
}

/** The browser tests need Chromium; as root we install Debian's package, otherwise we say how. */
function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    finish(1, `✗ 缺少 ${CHROMIUM}，端到端测试无法运行。请先安装：sudo apt-get install chromium`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  step('安装 Chromium（apt-get update）', 'apt-get', ['update'], env);
  step(
    '安装 Chromium（apt-get install chromium）',
    'apt-get',
    ['install', '-y', '--no-install-recommends', 'chromium'],
    env,
  );
  if (!fs.existsSync(CHROMIUM)) finish(1, `✗ 安装后仍找不到 ${CHROMIUM}`);
}

/** The API tests run a second time under the 商用密码 suite: sign-in, the logs, the sealed fields. */
const GM_TESTS = [
  'packages/server/test/modules/session/',
  'packages/server/test/modules/logs/',
  'packages/server/test/platform/log-chain.test.ts',
  'packages/server/test/platform/log-seal.test.ts',
  'packages/server/test/platform/request-log.test.ts',
  'packages/server/test/platform/field-seal.test.ts',
];
const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DATABASE_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;

ensureChromium();
await allOk([
  ['代码检查（ESLint 边界与循环、Prettier 格式）', 'npm', ['run', '--silent', 'lint']],
  ['类型检查（shared / server / web / e2e）', 'npm', ['run', '--silent', 'typecheck']],
  ['构建前端（vite build，源码未变时跳过）', 'node', ['scripts/web-build.mjs']],
]);
vitest('单元测试（shared + web）', ['shared', 'web']);
vitest('接口测试（PGlite）', ['api'], withoutPostgres);
// 商用密码 (docs/security.md §4): sign-in and the logs' chains and seals again under CRYPTO_SUITE=gm
vitest('接口测试（商用密码套件：登录与日志）', ['api'], { ...withoutPostgres, TEST_CRYPTO_SUITE: 'gm' }, GM_TESTS);
const e2e = ['端到端测试（Chromium）', ['e2e'], withoutPostgres];
if (postgresUrl) {
  await vitestTogether([[`接口测试（PostgreSQL ${new URL(postgresUrl).host}）`, ['api'], process.env], e2e]);
} else {
  console.log(
    '\n▶ 接口测试（PostgreSQL）：未设置 TEST_DATABASE_URL，本次未在 PostgreSQL 上运行（.ci/run 会启动一个临时 PostgreSQL 15 并设置它）。',
  );
  vitest(...e2e);
}
// the browser's SM2 sign-in, end to end, under the 商用密码 suite
vitest('端到端测试（商用密码套件：登录）', ['e2e'], { ...withoutPostgres, CRYPTO_SUITE: 'gm' }, ['e2e/login.test.ts']);
finish(0, '\n✓ 全部步骤通过。');
