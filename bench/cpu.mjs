/**
 * CPU per request of one call: the platform's server process and the PostgreSQL processes, beside
 * the same SQL behind the bare handler (bench/baseline.mjs), alternating twice. Measures a lever
 * where req/s alone is too noisy on a shared machine: utime and stime from /proc over the requests
 * served, at 20 connections. The bare handler runs in this process and the load generator in its own
 * (bench/driver.mjs), whose CPU is shown as `client`.
 *
 *   BASE_URL=http://127.0.0.1:8099 DATABASE_URL=postgres://… npx tsx bench/cpu.mjs city '/business/risk/company?page=0&size=10' [seconds]
 *
 * The server must run on this machine with its pid in SERVER_PID (e.g. `SERVER_PID=$!`).
 */
import fs from 'node:fs';
import { execSync } from 'node:child_process';
import { api, drive, login } from './client.mjs';
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
  let u0, s0, pg0;
  const r = await drive({ url, headers, warmup: 2, seconds: Number(seconds) }, () => {
    [u0, s0] = cpuOf(pid);
    pg0 = postgresCpu();
  });
  const [u1, s1] = cpuOf(pid);
  const pgMs = postgresCpu() - pg0;
  const per = (ms) => (ms / r.requests).toFixed(3);
  return {
    rps: r.rps,
    p99: r.p99,
    userMs: per(u1 - u0),
    sysMs: per(s1 - s0),
    postgresMs: per(pgMs),
    clientMs: per(r.cpuMs),
  };
}

const token = await login(user);
const captured = await captureSql([{ label: path, user, path }], { [user]: token });
const bare = await bareServer(captured);
try {
  for (let i = 0; i < 2; i++) {
    console.log('platform     ', JSON.stringify(await run(api(path), { authorization: token }, serverPid)));
    console.log('bare         ', JSON.stringify(await run(`${bare.base}/0`, {}, process.pid)));
  }
} finally {
  await bare.close();
}
