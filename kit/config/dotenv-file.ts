import { accessSync, constants, lstatSync, readlinkSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Why the `.env` of the working folder, present, cannot be read as a file; undefined when it can or is absent.
 * dotenv skips such a file without a word, so a run meant for the partner's service would go to the embedded mock
 * and read green.
 */
export function dotenvFileProblem(path = resolve('.env')): string | undefined {
  try {
    lstatSync(path);
  } catch {
    return undefined;
  }
  const fix = 'make it a file of NAME=value lines, or remove it';
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) return `.env is a folder, not a file (${path}): ${fix}`;
    if (!stat.isFile()) return `.env is not a file (${path}): ${fix}`;
    accessSync(path, constants.R_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ELOOP')
      return `.env is a link to nothing (${path} -> ${readlinkSync(path)}): ${fix}`;
    return `.env cannot be read (${path}: ${code ?? (error as Error).message}): ${fix}`;
  }
}
