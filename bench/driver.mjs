/**
 * The load generator in a process of its own. Every benchmark drives the platform and its bare
 * handler through it, so both are measured in the same topology: load generator, server and
 * PostgreSQL each in their own processes. (A bare handler sharing its process with autocannon
 * answered 10–15 % more requests per second than the same handler in a process of its own, a gain
 * of the layout, not of the handler.)
 *
 * argv[2]: JSON `{ url, connections, headers?, paths?, warmup, seconds, timeout? }`; `paths` rotate per
 * request; `timeout` (s, autocannon's default 10) is how long a request may go unanswered.
 * Prints `measuring` once the warm-up is over, then the result as one JSON line (`ok`: the latencies
 * of the 2xx answers alone).
 */
import autocannon from 'autocannon';

const o = JSON.parse(process.argv[2]);
let next = 0;
const opts = {
  url: o.url,
  connections: o.connections,
  headers: o.headers ?? {},
  ...(o.timeout ? { timeout: o.timeout } : {}),
  ...(o.paths?.length
    ? { requests: [{ setupRequest: (req) => ({ ...req, path: o.paths[next++ % o.paths.length] }) }] }
    : {}),
};
if (o.warmup > 0) await autocannon({ ...opts, duration: o.warmup });
console.log('measuring');
const cpu0 = process.cpuUsage();
const run = autocannon({ ...opts, duration: o.seconds });
// the latencies of the 2xx answers alone: beside refusals (503) the overall figures mix two kinds
const okMs = [];
run.on('response', (_client, status, _bytes, ms) => status >= 200 && status < 300 && okMs.push(ms));
const r = await run;
const cpu = process.cpuUsage(cpu0);
okMs.sort((a, b) => a - b);
const okAt = (p) => Math.round(okMs[Math.min(okMs.length - 1, Math.floor(okMs.length * p))] ?? 0);
console.log(
  JSON.stringify({
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    rps: Math.round(r.requests.average),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    ok: { p50: okAt(0.5), p99: okAt(0.99), max: okAt(1) },
    cpuMs: (cpu.user + cpu.system) / 1000,
  }),
);
