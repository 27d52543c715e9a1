/** scripts/web-build.mjs: the web app built only when its sources changed. */
export function webSourcesHash(): string;
export function buildWebIfStale(): boolean;
