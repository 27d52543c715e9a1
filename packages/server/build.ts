/**
 * The server as production runs it: one ES module, dist/server.mjs, bundled by esbuild from
 * src/server.ts with the packages it depends on left as imports (node_modules). Running the
 * sources through tsx costs each request more CPU (the loader keeps every function's name with a
 * helper call, and each module boundary stays a boundary): docs/performance.md, "The production build".
 *
 *   npm run build -w @risk/server      then   npm run start:prod -w @risk/server
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const SERVER_BUNDLE = path.join(root, 'dist/server.mjs');

/** Builds dist/server.mjs (about a second); the workspace's own packages (@risk/shared) are bundled in. */
export function buildServer(): string {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(dependencies)
    .filter((name) => !name.startsWith('@risk/'))
    .flatMap((name) => [name, `${name}/*`]);
  buildSync({
    entryPoints: [path.join(root, 'src/server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return SERVER_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`服务端已构建：${path.relative(process.cwd(), buildServer())}`);
}
