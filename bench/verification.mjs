/**
 * Verification work-list benchmark (issue 4): the city list on the CityAll, Audit and SetLevel tabs
 * and the county list on AwaitOrder and countyAll, 20 connections for 10 s each.
 *
 *   BASE_URL=http://localhost:8080 node bench/verification.mjs
 *
 * The server must run on PostgreSQL seeded with `npm run seed -- --scale 100000`. See
 * bench/README-verification.md.
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';

const BASE = process.env.BASE_URL ?? 'http://localhost:8080';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const api = (path) => `${BASE}/api/pres${path}`;

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${url} → ${res.status} ${body.message}`);
  return body.content;
}

/** Logs in as the browser does: RSA-OAEP(SHA-256) password and the demo captcha code. */
async function login(username) {
  const pem = await json(api('/iams/v1/auth/publicKey'));
  const { uuid } = await json(api('/iams/v1/auth/code'));
  const password = crypto.publicEncrypt({ key: pem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(process.env.DEMO_PASSWORD ?? 'Risk@2026')).toString('base64');
  const { token } = await json(api('/iams/v1/auth/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password, code: process.env.DEMO_CAPTCHA_CODE ?? '8888', uuid }) });
  return token;
}

const LIST = '/business/v1/riskVerificationForms';
const q = (params) => new URLSearchParams(params).toString();
const ENDPOINTS = [
  ['市级核实 CityAll', 'city', `${LIST}?${q({ tab: 'CityAll', page: 0, size: 10 })}`],
  ['市级核实 Audit', 'city', `${LIST}?${q({ tab: 'Audit', page: 0, size: 10 })}`],
  ['市级核实 SetLevel', 'city', `${LIST}?${q({ tab: 'SetLevel', page: 0, size: 10 })}`],
  ['区县核实 AwaitOrder（朝阳区）', 'chaoyang', `${LIST}?${q({ tab: 'AwaitOrder', page: 0, size: 10 })}`],
  ['区县核实 countyAll（朝阳区）', 'chaoyang', `${LIST}?${q({ tab: 'countyAll', page: 0, size: 10 })}`],
];

async function measure(path, token) {
  const r = await autocannon({ url: api(path), connections: CONNECTIONS, duration: SECONDS, headers: { authorization: token } });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), requests: r.requests.total, non2xx: r.non2xx, errors: r.errors };
}

const tokens = { city: await login('city'), chaoyang: await login('chaoyang') };
const total = (await json(api(`${LIST}?size=1`), { headers: { authorization: tokens.city } })).metadata.totalElements;
console.log(`orders: ${total}`);
console.log('| 接口 | 用户 | p50 (ms) | p99 (ms) | 请求/秒 | 非 2xx |');
console.log('|---|---|---|---|---|---|');
for (const [label, user, path] of ENDPOINTS) {
  const m = await measure(path, tokens[user]);
  console.log(`| ${label} | ${user} | ${m.p50} | ${m.p99} | ${m.rps} | ${m.non2xx + m.errors} |`);
}
