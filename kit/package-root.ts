import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The folder of this package's package.json, beside which specs/, schemas/ and profiles/ sit: the repository
 * when run from source, node_modules/<name> when installed (the built JavaScript sits one level lower, in dist/).
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PACKAGE_ROOT = packageRoot(__dirname);
