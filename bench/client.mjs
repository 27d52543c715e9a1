/**
 * What every benchmark does against a running server: call the API, log in as the browser does,
 * and drive one call with autocannon (20 connections, BENCH_SECONDS each).
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';

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

/** Logs in as the browser does: RSA-OAEP(SHA-256) password and the demo captcha code (at `base`, default BASE_URL). */
export async function login(username, base = BASE) {
  const at = (path) => `${base}/api/pres${path}`;
  const pem = await json(at('/iams/v1/auth/publicKey'));
  const { uuid } = await json(at('/iams/v1/auth/code'));
  const password = crypto
    .publicEncrypt(
      { key: pem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(process.env.DEMO_PASSWORD ?? 'Risk@2026'),
    )
    .toString('base64');
  const { token } = await json(at('/iams/v1/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, code: process.env.DEMO_CAPTCHA_CODE ?? '8888', uuid }),
  });
  return token;
}

/**
 * Latency and throughput of one call, measured after a warm-up. `path` is a string, or a function of the next of `variants`
 * when each request should differ (search words).
 */
export async function measure(path, token, variants = []) {
  if (WARMUP_SECONDS > 0) await run(path, token, variants, WARMUP_SECONDS);
  const r = await run(path, token, variants, SECONDS);
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

function run(path, token, variants, duration) {
  let i = 0;
  const pathOf = () => (typeof path === 'function' ? path(variants[i++ % variants.length]) : path);
  return autocannon({
    url: api(pathOf()),
    connections: CONNECTIONS,
    duration,
    headers: { authorization: token },
    ...(typeof path === 'function'
      ? {
          requests: [
            {
              setupRequest: (req) => {
                const u = new URL(api(pathOf()));
                return { ...req, path: u.pathname + u.search };
              },
            },
          ],
        }
      : {}),
  });
}
