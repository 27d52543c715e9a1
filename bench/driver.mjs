/**
 * The load generator in a process of its own. Every benchmark drives the platform and its bare
 * handler through it, so both are measured in the same topology: load generator, server and
 * PostgreSQL each in their own processes. (A bare handler sharing its process with autocannon
 * answered 10–15 % more requests per second than the same handler in a process of its own, a gain
 * of the layout, not of the handler.)
 *
 * argv[2]: JSON `{ url, connections, headers?, paths?, warmup, seconds }`; `paths` rotate per request.
 * Prints `measuring` once the warm-up is over, then the result as one JSON line.
 */
import autocannon from 'autocannon';

const o = JSON.parse(process.argv[2]);
let next = 0;
const opts = {
  url: o.url,
  connections: o.connections,
  headers: o.headers ?? {},
  ...(o.paths?.length
    ? { requests: [{ setupRequest: (req) => ({ ...req, path: o.paths[next++ % o.paths.length] }) }] }
    : {}),
};
if (o.warmup > 0) await autocannon({ ...opts, duration: o.warmup });
console.log('measuring');
const cpu0 = process.cpuUsage();
const r = await autocannon({ ...opts, duration: o.seconds });
const cpu = process.cpuUsage(cpu0);
console.log(
  JSON.stringify({
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }),
);
