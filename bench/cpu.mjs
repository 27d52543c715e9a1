/**
 * CPU per request of one call: the platform's server process and the PostgreSQL processes, beside
 * the same SQL behind the bare handler (bench/baseline.mjs), alternating twice. Measures a lever
 * where req/s alone is too noisy on a shared machine: utime and stime from /proc over the requests
 * served, at 20 connections. The bare handler runs in this process, so its figure includes the load
 * generator's own CPU (shown for the platform's runs as `client`).
 *
 *   BASE_URL=http://127.0.0.1:8099 DATABASE_URL=postgres://… npx tsx bench/cpu.mjs city '/business/risk/company?page=0&size=10' [seconds]
 *
 * The server must run on this machine with its pid in SERVER_PID (e.g. `SERVER_PID=$!`).
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import autocannon from 'autocannon';
import { CONNECTIONS, api, login } from './client.mjs';
import { bareServer, captureSql } from './baseline.mjs';

const [user, path, seconds = '5'] = process.argv.slice(2);
const serverPid = Number(process.env.SERVER_PID);
if (!user || !path || !serverPid) throw new Error('用法：SERVER_PID=… npx tsx bench/cpu.mjs <用户> <路径> [秒]');
const TICK_MS = 1000 / Number(execSync('getconf CLK_TCK').toString().trim());

/** [user, system] CPU milliseconds of a process. */
function cpuOf(pid) {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return [Number(f[11]) * TICK_MS, Number(f[12]) * TICK_MS];
  } catch {
    return [0, 0]; // a backend that ended between listing and reading
  }
}
const postgresCpu = () =>
  execSync('pgrep -u postgres postgres || true')
    .toString()
    .trim()
    .split('\n')
    .filter(Boolean)
    .reduce((sum, pid) => sum + cpuOf(Number(pid)).reduce((a, b) => a + b, 0), 0);

async function run(url, headers, pid) {
  const opts = { url, connections: CONNECTIONS, headers };
  await autocannon({ ...opts, duration: 2 });
  const [u0, s0] = cpuOf(pid);
  const pg0 = postgresCpu();
  const own0 = process.cpuUsage();
  const r = await autocannon({ ...opts, duration: Number(seconds) });
  const n = r.requests.total;
  const [u1, s1] = cpuOf(pid);
  const own = process.cpuUsage(own0);
  const per = (ms) => (ms / n).toFixed(3);
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    userMs: per(u1 - u0),
    sysMs: per(s1 - s0),
    postgresMs: per(postgresCpu() - pg0),
    clientMs: per((own.user + own.system) / 1000),
  };
}

const token = await login(user);
const captured = await captureSql([{ label: path, user, path }], { [user]: token });
const bare = await bareServer(captured);
try {
  for (let i = 0; i < 2; i++) {
    console.log('platform     ', JSON.stringify(await run(api(path), { authorization: token }, serverPid)));
    console.log('bare + client', JSON.stringify(await run(`${bare.base}/0`, {}, process.pid)));
  }
} finally {
  await bare.close();
}
