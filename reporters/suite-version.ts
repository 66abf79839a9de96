import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The suite's version is its package version; the reporter sits one level below package.json. */
export function suiteVersion(packageJson = join(__dirname, '..', 'package.json')): string {
  try {
    const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}
