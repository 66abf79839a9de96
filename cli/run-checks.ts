import { existsSync, mkdtempSync, rmdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../kit/config/read-target';

/**
 * Checks of `run`'s Playwright options and folders that only the run would have found out, late: a per-test timeout
 * that no request fits in (every test timed out, and the run went on for minutes), a folder that cannot be written
 * (the whole suite ran, then the report failed), `--headed` with no display (a suite error, exit 4). Each is told
 * before anything runs (issue 44, item 3).
 */

/** The values Playwright's arguments give an option (`--timeout 1` as passedOn writes them), last one last. */
function valuesOf(args: readonly string[], name: string): string[] {
  return args.flatMap((arg, i) => (arg === name && args[i + 1] !== undefined ? [args[i + 1]] : []));
}

/** The request time limit the run will use (CONFORMANCE_TIMEOUT_MS; kit/config/read-target.ts checks its range). */
function requestTimeoutMs(settings: Record<string, string | undefined>): number {
  const value = Number(settings.CONFORMANCE_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_REQUEST_TIMEOUT_MS;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/**
 * Why `path` cannot be the folder `what` names, or undefined: a file there, or no folder can be made or written
 * there. Writing is tried (a folder made and removed in its nearest existing folder), since the mode bits say nothing
 * for root, nor for /proc or a read-only mount.
 */
export function unwritableFolder(path: string, what: string): string | undefined {
  const full = resolve(path);
  let existing = full;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  if (!statSync(existing).isDirectory()) {
    const file = existing === full ? full : `${existing} in ${full}`;
    return `${what} names a file, not a folder: '${file}'; give a folder`;
  }
  try {
    rmdirSync(mkdtempSync(join(existing, '.conformance-write-check-')));
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    const tried = `making a folder in ${existing}: ${code}`;
    return `${what} cannot be written: '${full}' (${tried}); give a folder you can write`;
  }
}

/** Why Playwright's options (after `--`) or the report folder would fail the run late, or undefined. */
export function runOptionProblem(
  args: readonly string[],
  settings: Record<string, string | undefined>,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  // A test sends at least one request, which may take the run's request time limit; 0 is Playwright's "no limit".
  const floor = requestTimeoutMs(settings);
  const timeout = valuesOf(args, '--timeout').find((value) => Number(value) > 0 && Number(value) < floor);
  if (timeout !== undefined)
    return (
      `--timeout after -- is ${timeout} ms, less than one request may take (CONFORMANCE_TIMEOUT_MS, ${floor} ms): ` +
      `every test would time out; give at least ${floor}, or leave it out (the suite's own: 120000)`
    );
  // A file there is the config's to name (kit/config/read-target.ts), as for `playwright test` alone.
  const reportDir = settings.REPORT_DIR || 'reports';
  const reportProblem = isFile(reportDir) ? undefined : unwritableFolder(reportDir, 'REPORT_DIR (--report-dir)');
  if (reportProblem) return reportProblem;
  for (const output of valuesOf(args, '--output')) {
    const problem = unwritableFolder(output, '--output after --');
    if (problem) return problem;
  }
  for (const tsconfig of valuesOf(args, '--tsconfig'))
    if (!isFile(tsconfig)) return `--tsconfig after -- names no file: '${resolve(tsconfig)}'`;
  // Linux and the BSDs draw windows through X11 or Wayland only; macOS and Windows always have a display.
  if (args.includes('--headed') && platform !== 'darwin' && platform !== 'win32') {
    if (!settings.DISPLAY && !settings.WAYLAND_DISPLAY)
      return (
        '--headed after -- needs a display (DISPLAY or WAYLAND_DISPLAY is not set): leave it out, or run under ' +
        'xvfb-run'
      );
  }
  return undefined;
}

/** The projects `playwright test` is asked for (`--project=a,b`, `--project a`), as Playwright reads them. */
export function projectsAsked(argv: readonly string[]): string[] {
  return argv
    .flatMap((arg, i) =>
      arg.startsWith('--project=') ? [arg.slice('--project='.length)] : arg === '--project' ? [argv[i + 1] ?? ''] : [],
    )
    .flatMap((value) => value.split(','))
    .map((name) => name.trim());
}

/** Playwright matches a project's name without case, `*` standing for any text. */
export function projectMatches(asked: string, name: string): boolean {
  const pattern = asked.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${pattern}$`, 'i').test(name);
}
