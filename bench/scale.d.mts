/** bench/scale.mjs: the growth, two-instance and PGlite benchmarks (`npm run bench -- growth|instances|pglite`). */
export function runScaleBench(name: string): Promise<void>;
export const HOT_CALLS: [label: string, user: string, path: string][];
/** The URL of a database `risk_bench_<scale>` on DATABASE_URL's server, seeded by the generator once and reused. */
export function seededDatabase(scale: number): Promise<string>;
