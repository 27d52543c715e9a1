/**
 * What every benchmark does against a running server: call the API, log in as the browser does,
 * and drive one call with autocannon (20 connections, BENCH_SECONDS each).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { sessionCalls } from '../packages/shared/src/api/system.ts';
import { encryptPassword } from '../packages/server/src/platform/auth/secrets.ts';

export const BASE = process.env.BASE_URL ?? 'http://localhost:8080';
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Unmeasured load before each measurement: the server's JIT, the prepared statements and the caches warm up. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
export const CONNECTIONS = 20;
export const api = (path) => `${BASE}/api/pres${path}`;
export const q = (params) => new URLSearchParams(params).toString();

export async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${url} → ${res.status} ${body.message}`);
  return body.content;
}

/**
 * Logs in as the browser does: the password under the served key (RSA-OAEP, or SM2 under
 * CRYPTO_SUITE=gm) and the demo captcha code (at `base`, default BASE_URL).
 */
export async function login(username, base = BASE) {
  const at = (call) => `${base}/api/pres${pathOf(call)}`;
  const key = await json(at(sessionCalls.publicKey));
  const { uuid } = await json(at(sessionCalls.captcha));
  const password = encryptPassword(key, process.env.DEMO_PASSWORD ?? 'Risk@2026');
  const { token } = await json(at(sessionCalls.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, code: process.env.DEMO_CAPTCHA_CODE ?? '8888', uuid }),
  });
  return token;
}

/**
 * One measurement by the load generator in its own process (bench/driver.mjs): `paths` (full
 * request paths) rotate per request when given; `onMeasuring` runs when the warm-up is over.
 * `connections` (default 20) and `timeout` (s) as autocannon takes them.
 * Answers `{ p50, p99, max, rps, requests, non2xx, errors, timeouts, ok: { p50, p99, max }, cpuMs }`,
 * `ok` of the 2xx answers alone and `cpuMs` the generator's own CPU.
 */
export function drive(
  { url, headers, paths, warmup = WARMUP_SECONDS, seconds = SECONDS, connections = CONNECTIONS, timeout },
  onMeasuring,
) {
  const options = JSON.stringify({ url, connections, headers, paths, warmup, seconds, timeout });
  const child = spawn(process.execPath, [fileURLToPath(new URL('./driver.mjs', import.meta.url)), options], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (onMeasuring && out.startsWith('measuring\n')) {
        onMeasuring();
        onMeasuring = undefined;
      }
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`driver exited ${code}`)),
    );
  });
}

/**
 * Latency and throughput of one call, measured after a warm-up. `path` is a string, or a function of
 * each of `variants` when requests should differ (search words).
 */
export async function measure(path, token, variants = []) {
  const pathOf = (p) => {
    const u = new URL(api(p));
    return u.pathname + u.search;
  };
  return drive({
    url: api(typeof path === 'function' ? path(variants[0]) : path),
    headers: { authorization: token },
    paths: typeof path === 'function' ? variants.map((v) => pathOf(path(v))) : undefined,
  });
}
