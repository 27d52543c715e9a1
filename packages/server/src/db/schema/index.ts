// The schema Drizzle and drizzle-kit read; one file per domain.
export * from './system.ts';
export * from './auth.ts';
export * from './pool.ts';
export * from './registry.ts';
export * from './verification.ts';
export * from './disposal.ts';
export * from './notices.ts';
export * from './holidays.ts';
export * from './monitor-config.ts';
export * from './datasets.ts';
export * from './content.ts';
export * from './dashboard.ts';
export * from './dataApply.ts';
export * from './kept-counts.ts';
export * from './big-screen.ts';
export * from './jobs.ts';
export * from './timeliness.ts';
