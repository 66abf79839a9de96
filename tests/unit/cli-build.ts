import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The repository the sources are in. */
const ROOT = join(__dirname, '..', '..');

/**
 * The CLI as the unit tests run it: the source, transformed once per unit run. Under tsx every process paid for its
 * own loader (1.2 s of CPU a command); this is the transform tsx applies (its own esbuild, CommonJS for Node), done
 * once, so a test still runs what the source says. Beside the repository's package.json, so that PACKAGE_ROOT
 * finds specs/, schemas/ and profiles/ as it does from source.
 */
export const CLI_BUILD = join(ROOT, 'test-results', 'unit-cli');

/** The transformed file of `source` (a path from the repository's root, as `cli/main.ts`), to run with Node. */
export function built(source: string): string {
  const file = join(CLI_BUILD, source.replace(/\.ts$/, '.js'));
  if (!existsSync(file))
    throw new Error(`no ${file}: run the unit tests with -c tests/unit.config.ts (its globalSetup)`);
  return file;
}

/** The folders and files `npm run build` compiles (tsconfig.build.json). */
const SOURCES = ['cli', 'rules', 'kit', 'mock', 'suites', 'reporters', 'certification', 'partner'];

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** globalSetup of tests/unit.config.ts: about 1.5 s of CPU for the whole source. */
export default function buildCli(): void {
  // tsx's esbuild: the transform the source runs under with `tsx`, not one of the project's choosing.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- resolved from tsx's folder, not this package's
  const esbuild = require(
    require.resolve('esbuild', { paths: [dirname(require.resolve('tsx/package.json'))] }),
  ) as typeof import('esbuild');
  const fresh = `${CLI_BUILD}-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  esbuild.buildSync({
    entryPoints: [
      ...SOURCES.flatMap((dir) => tsFiles(join(ROOT, dir))),
      join(ROOT, 'playwright.config.ts'),
      join(ROOT, 'library.ts'),
    ],
    outdir: fresh,
    outbase: ROOT,
    format: 'cjs',
    platform: 'node',
    target: `node${process.versions.node}`,
    // As tsx does: stack traces and test locations name the source.
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  // Whole or not at all: a test never runs half of an old build.
  rmSync(CLI_BUILD, { recursive: true, force: true });
  renameSync(fresh, CLI_BUILD);
}
