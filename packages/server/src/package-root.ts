import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's directory (packages/server), from this module's own file: the same whether the
 * server runs from its sources (tsx) or from its one-file build in dist/, where every module shares
 * one location. Files the server reads at run time (migrations, the built web app, the demo files) are
 * found from here.
 */
export const serverRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    const manifest = path.join(at, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@risk/server') return at;
    if (path.dirname(at) === at)
      throw new Error(`找不到服务端包目录（从 ${dir} 向上没有 @risk/server 的 package.json）`);
  }
}
