// The web app is built when what it is made from changed, not on every start: `npm start` and the
// browser tests call buildWebIfStale(). The build's input is fingerprinted by content (a checkout
// or `npm ci` touches every mtime), and the fingerprint is kept beside the build.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/web/dist');
// beside the build, not in it: the server serves packages/web/dist
const stamp = path.join(root, 'packages/web/.dist-sources.sha256');
/** What the built web app is made from: a change in any of these makes the build stale. */
const SOURCES = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/public',
  'packages/web/package.json',
  'packages/shared/src',
  'package-lock.json',
];

function filesUnder(p) {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((name) => filesUnder(path.join(p, name)));
}

/** The fingerprint of the build's input: every source file's path and bytes. */
export function webSourcesHash() {
  const hash = crypto.createHash('sha256');
  for (const file of SOURCES.flatMap((s) => filesUnder(path.join(root, s)))) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** Builds packages/web/dist unless it was built from the same sources; says so while it builds. */
export function buildWebIfStale() {
  const sources = webSourcesHash();
  const built = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : undefined;
  if (built === sources && fs.existsSync(path.join(dist, 'index.html'))) return false;
  console.log(
    built === undefined
      ? '首次启动：正在构建前端（packages/web/dist，约需 1 分钟）…'
      : '前端源码有变化，正在重新构建前端…',
  );
  const started = Date.now();
  const res = spawnSync('npm', ['run', 'build', '-w', '@risk/web'], {
    cwd: root,
    stdio: 'inherit',
    // the browser tests run under Vitest (NODE_ENV=test) and must serve the build a clerk gets
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) throw new Error('前端构建失败（npm run build -w @risk/web）');
  fs.writeFileSync(stamp, `${sources}\n`);
  console.log(`前端构建完成，用时 ${((Date.now() - started) / 1000).toFixed(0)} 秒。`);
  return true;
}

// `node scripts/web-build.mjs`: the build step of `npm test`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildWebIfStale();
