/** Names the database in use without ever printing a password. */
export function describeDatabase(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `PGlite（内嵌，数据目录 ${dataDir}/pglite）`;
  const u = new URL(databaseUrl);
  if (u.password) u.password = '****';
  return `PostgreSQL ${u.toString()}`;
}
