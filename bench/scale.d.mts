/** bench/scale.mjs: the growth, two-instance and PGlite benchmarks (`npm run bench -- growth|instances|pglite`). */
export function runScaleBench(name: string): Promise<void>;
export const HOT_CALLS: [label: string, user: string, path: string][];
