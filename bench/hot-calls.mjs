/**
 * The growth bench's hot calls (HOT_CALLS in bench/scale.mjs: the pool list plain and with a district,
 * 匹配 and 科技, its cards, the risk-information list, CityAll, countyAll, the disposal list and cards),
 * each beside its own SQL behind the bare handler (bench/baseline.mjs), on one server and its
 * database: run it once per scale to read each scale's ratio beside the growth bench's side-by-side
 * p99 (docs/performance.md, "At 1,000,000 companies").
 *
 *   BASE_URL=http://127.0.0.1:56478 DATABASE_URL=postgres://…/risk_bench_1000000 \
 *     BENCH_ROUNDS=3 BENCH_SECONDS=2 BENCH_WARMUP_SECONDS=1 npx tsx bench/hot-calls.mjs
 */
import { login } from './client.mjs';
import { compareWithBaseline } from './baseline.mjs';
import { HOT_CALLS } from './scale.mjs';

const calls = HOT_CALLS.map(([label, user, path]) => ({ label, user, path }));
const tokens = Object.fromEntries(
  await Promise.all([...new Set(calls.map((c) => c.user))].map(async (u) => [u, await login(u)])),
);
await compareWithBaseline(calls, tokens);
